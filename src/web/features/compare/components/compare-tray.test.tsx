import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../../tests/components/render";
import { CompareToggle } from "./compare-toggle";
import { CompareTray } from "./compare-tray";

const HOMES = ["One", "Two", "Three", "Four", "Five"];

/** A page of cards, each with its Compare, and the tray. */
function CardsPage() {
  return (
    <>
      {HOMES.map((title) => (
        <CompareToggle key={title} propertyId={`id-${title}`} title={`${title} Home`} />
      ))}
      <CompareTray />
    </>
  );
}

const toggle = (title: string) => screen.getByRole("button", { name: `Compare ${title} Home` });
const tray = () => within(screen.getByRole("region", { name: "Homes to compare" }));

describe("Compare on cards, and the tray", () => {
  it("picks homes, links to their comparison, and refuses a fifth until one is taken out", async () => {
    const { user } = renderRoute("/search", CardsPage);
    await screen.findByRole("button", { name: "Compare One Home" });
    expect(toggle("One").getAttribute("aria-pressed")).toBe("false");
    // Nothing picked: no tray.
    expect(screen.queryByRole("region", { name: "Homes to compare" })).toBeNull();

    await user.click(toggle("One"));
    expect(toggle("One").getAttribute("aria-pressed")).toBe("true");
    // The bar's code arrives with the first pick.
    await screen.findByRole("region", { name: "Homes to compare" });
    expect(tray().getByText("1 home picked")).toBeTruthy();

    for (const title of ["Two", "Three", "Four"]) await user.click(toggle(title));
    expect(tray().getByRole("link", { name: "Compare (4)" }).getAttribute("href")).toBe(
      "/compare?ids=id-One,id-Two,id-Three,id-Four",
    );

    await user.click(toggle("Five"));
    expect(toggle("Five").getAttribute("aria-pressed")).toBe("false");
    expect(tray().getByRole("status").textContent).toBe(
      "You can compare up to 4 homes. Remove one to add another.",
    );

    await user.click(toggle("Two"));
    await user.click(toggle("Five"));
    expect(tray().getByRole("link", { name: "Compare (4)" }).getAttribute("href")).toBe(
      "/compare?ids=id-One,id-Three,id-Four,id-Five",
    );
    // The pick is remembered for the next page.
    expect(JSON.parse(localStorage.getItem("homescope.compare") ?? "")).toHaveLength(4);
  });

  it("clears the pick", async () => {
    localStorage.setItem("homescope.compare", JSON.stringify(["id-One", "id-Two"]));
    const { user } = renderRoute("/search", CardsPage);
    await screen.findByRole("button", { name: "Compare Two Home" });
    expect(toggle("Two").getAttribute("aria-pressed")).toBe("true");
    await screen.findByRole("region", { name: "Homes to compare" });
    await user.click(tray().getByRole("button", { name: "Clear homes to compare" }));
    expect(screen.queryByRole("region", { name: "Homes to compare" })).toBeNull();
    expect(toggle("Two").getAttribute("aria-pressed")).toBe("false");
  });
});
