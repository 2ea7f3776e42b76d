import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LightTabs } from "./light-tabs";

const TABS = ["All", "Luxury", "Investment"].map((value) => ({
  value,
  label: value,
  content: <p>{value} results</p>,
}));

describe("LightTabs", () => {
  it("moves and opens with the arrows when activated automatically", async () => {
    const user = userEvent.setup();
    render(<LightTabs tabs={TABS} label="Specialties" />);
    await user.click(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Luxury" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Luxury results");
  });

  it("only moves focus with the arrows when manual, and opens on Enter", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    render(
      <LightTabs
        tabs={TABS}
        label="Specialties"
        activation="manual"
        value="All"
        onValueChange={(value) => opened.push(value)}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{ArrowLeft}");
    const investment = screen.getByRole("tab", { name: "Investment" });
    expect(document.activeElement).toBe(investment);
    expect(opened).toEqual([]);
    await user.keyboard("{Enter}");
    expect(opened).toEqual(["Investment"]);
    // The caller holds the value: the panel follows it, not the click.
    expect(screen.getByRole("tabpanel").textContent).toBe("All results");
  });
});
