import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PhotoFocus } from "@/shared/properties";
import { FocusPicker } from "./focus-picker";

function renderPicker(focus: PhotoFocus | null) {
  const changes: (PhotoFocus | null)[] = [];
  render(<FocusPicker name="Photo 2" focus={focus} onChange={(next) => changes.push(next)} />);
  return changes;
}

describe("FocusPicker", () => {
  it("says the centre until a point is chosen, and moves it across and down", () => {
    const changes = renderPicker(null);
    expect(screen.getByText("Focal point: centre")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Focal point of Photo 2, across"), {
      target: { value: "20" },
    });
    fireEvent.change(screen.getByLabelText("Focal point of Photo 2, down"), {
      target: { value: "75" },
    });
    expect(changes).toEqual([
      { x: 0.2, y: 0.5 },
      { x: 0.5, y: 0.75 },
    ]);
  });

  it("names the chosen point and puts it back in the centre", async () => {
    const changes = renderPicker({ x: 0.2, y: 0.75 });
    const summary = screen.getByText("Focal point: 20% across, 75% down");
    await userEvent.click(summary);
    await userEvent.click(screen.getByRole("button", { name: "Back to the centre" }));
    expect(changes).toEqual([null]);
  });
});
