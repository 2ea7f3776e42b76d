import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { listingSummary } from "../../../../../../tests/components/fixtures/listings";
import { currentUrl } from "../../../../../../tests/components/location";
import {
  answerSearches,
  lastFilters,
  renderSearch,
} from "../../../../../../tests/components/search-page";
import { phoneViewport } from "../../../../../../tests/components/viewport";

const homes = [
  listingSummary({
    title: "Sold Bungalow",
    status: "closed",
    closedPrice: 702_000,
    closedOn: "2026-11-20",
  }),
  listingSummary({ title: "Loft To Let", offer: "rent", price: 2_400 }),
  listingSummary({ title: "Soon Cottage", status: "coming_soon", expectedOn: "2026-12-12" }),
];

async function openFilters(at: string) {
  const asked = answerSearches(homes);
  const rendered = renderSearch(at);
  expect(await screen.findByText("3 properties found")).toBeTruthy();
  await rendered.user.click(screen.getByText("Filters", { selector: "summary" }));
  return { asked, ...rendered };
}

describe("a search's homes by their life", () => {
  beforeEach(phoneViewport);

  it("adds pending homes, homes sold lately and this weekend's open houses from the Filters panel", async () => {
    const { asked, user } = await openFilters("/search?q=zedville");
    expect(screen.queryByRole("group", { name: "Pets" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Pending" }));
    const sold = screen.getByRole("group", { name: "Sold in the last" });
    await user.click(within(sold).getByRole("radio", { name: "6 months" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() =>
      expect(currentUrl()).toBe("/search?q=zedville&status=pending&closedWithin=6"),
    );
    await waitFor(() =>
      expect(lastFilters(asked)).toBe("q=zedville&status=pending&closedWithin=6"),
    );
  });

  it("switches to homes for rent, leaving the sale's prices behind, and names a rental's stages", async () => {
    const { asked, user } = await openFilters("/search?q=zedville&maxPrice=500000");
    const offers = screen.getByRole("navigation", { name: "For sale or for rent" });
    expect(
      within(offers).getByRole("link", { name: "For sale" }).getAttribute("aria-current"),
    ).toBe("page");
    await user.click(within(offers).getByRole("link", { name: "For rent" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&offer=rent"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&offer=rent"));

    await user.click(screen.getByText("Filters", { selector: "summary" }));
    expect(screen.getByRole("checkbox", { name: "Application pending" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Rented in the last" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Dogs allowed" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&offer=rent&pets=dogs"));
  });

  it("shows each card's stage, a closing price and day, an expected day and a rent by the month", async () => {
    answerSearches(homes);
    renderSearch("/search");
    const card = async (title: string) =>
      (await screen.findByRole("heading", { name: title })).closest("article") as HTMLElement;
    const sold = await card("Sold Bungalow");
    expect(within(sold).getByText("Sold")).toBeTruthy();
    expect(within(sold).getByText("$702,000")).toBeTruthy();
    expect(within(sold).getByText("Sold Nov 20, 2026")).toBeTruthy();
    expect(within(await card("Loft To Let")).getByText("$2,400/mo")).toBeTruthy();
    const soon = await card("Soon Cottage");
    expect(within(soon).getByText("Coming soon")).toBeTruthy();
    expect(within(soon).getByText("Expected Dec 12, 2026")).toBeTruthy();
  });
});
