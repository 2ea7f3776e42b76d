import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StarsInput } from "./stars-input";

function Rating({ initial }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rating-label">Rating</span>
      <StarsInput value={value} onChange={setValue} labelledBy="rating-label" />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("StarsInput", () => {
  it("is a labelled radio group of five named stars", () => {
    render(<Rating />);
    const group = screen.getByRole("radiogroup", { name: "Rating" });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
  });

  it("chooses by click and by arrow keys", async () => {
    const user = userEvent.setup();
    render(<Rating />);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(screen.getByRole("status").textContent).toBe("4");
    expect(screen.getByRole("radio", { name: "4 stars" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    // Held, as a finger on a key is: the group moves focus a moment after the key goes down.
    const arrow = async (key: string) => {
      await user.keyboard(`{${key}>}`);
      await waitFor(() =>
        expect(document.activeElement?.getAttribute("aria-checked")).toBe("true"),
      );
      await user.keyboard(`{/${key}}`);
    };
    await arrow("ArrowLeft");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("3 stars");
    expect(screen.getByRole("status").textContent).toBe("3");
    await arrow("ArrowRight");
    expect(screen.getByRole("status").textContent).toBe("4");
  });
});
