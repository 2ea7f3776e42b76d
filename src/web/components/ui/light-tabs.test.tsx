import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
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

  it("follows a link tab's address, by click and by the arrows", async () => {
    function LinkTabs() {
      const [params] = useSearchParams();
      const open = params.get("tab") ?? "All";
      return (
        <LightTabs
          label="Specialties"
          value={open}
          tabs={TABS.map((tab) => ({ ...tab, href: `?tab=${tab.value}` }))}
        />
      );
    }
    const { user, location } = renderRoute("/pros", LinkTabs);
    const luxury = await screen.findByRole("tab", { name: "Luxury" });
    expect(luxury.getAttribute("href")).toBe("/pros?tab=Luxury");
    await user.click(luxury);
    await waitFor(() => expect(location()).toBe("/pros?tab=Luxury"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Luxury results");
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(location()).toBe("/pros?tab=Investment"));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Investment" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Investment results");
  });
});
