import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { listingSummary, searchAnswer } from "../../../../tests/components/fixtures/listings";
import { currentUrl } from "../../../../tests/components/location";
import {
  answerSearches,
  lastFilters,
  renderSearch,
} from "../../../../tests/components/search-page";
import { phoneViewport } from "../../../../tests/components/viewport";

const threeHomes = [
  listingSummary({ title: "Starter House", price: 310_000, bedrooms: 2, bathrooms: 1 }),
  listingSummary({ title: "Garden Condo", price: 720_000, bedrooms: 3, bathrooms: 2.5 }),
  listingSummary({ title: "Hilltop Villa", price: 1_950_000, bedrooms: 5, bathrooms: 3.5 }),
];

/**
 * The Filters toggle: a <details> summary, which has no ARIA role of its own. Its text runs the
 * badge's count and its hidden "active" together ("Filters2active").
 */
function filtersToggle() {
  return screen.getByText("Filters", { selector: "summary" });
}

function card(title: string) {
  return screen.getByRole("heading", { name: title }).closest("article") as HTMLElement;
}

describe("/search", () => {
  beforeEach(phoneViewport);

  it("searches the typed text, keeps it in the URL and shows each card's facts", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch();
    await user.type(
      await screen.findByPlaceholderText("Search by location or property name"),
      "zedville",
    );
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville"));
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    const condo = within(card("Garden Condo"));
    expect(condo.getByText("$720,000")).toBeTruthy();
    expect(condo.getByText("3 Beds")).toBeTruthy();
    expect(condo.getByText("2.5 Baths")).toBeTruthy();
  });

  it("applies a bedroom filter to the URL and the request, and counts it on the toggle", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    const bedrooms = screen.getByRole("group", { name: "Bedrooms" });
    await user.click(within(bedrooms).getByRole("radio", { name: "3+" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&beds=3"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&beds=3"));
    expect(filtersToggle().textContent).toBe("Filters1active");
  });

  it("opens a filtered URL with its filters chosen and asked for", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville&beds=3&types=Villa");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    expect(lastFilters(asked)).toBe("q=zedville&beds=3&types=Villa");
    expect(filtersToggle().textContent).toBe("Filters2active");
    await user.click(filtersToggle());
    const bedrooms = screen.getByRole("group", { name: "Bedrooms" });
    expect(within(bedrooms).getByRole("radio", { name: "3+" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "Villa" })).toHaveProperty("checked", true);
  });

  it("Clear All drops every filter and keeps the text", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville&beds=3&amenities=Pool");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville"));
    expect(filtersToggle().textContent).toBe("Filters");
  });

  it("Back returns to the search before the filter", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    const bathrooms = screen.getByRole("group", { name: "Bathrooms" });
    await user.click(within(bathrooms).getByRole("radio", { name: "3+" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&baths=3"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&baths=3"));
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville"));
    expect(filtersToggle().textContent).toBe("Filters");
  });

  it("forgets choices left unapplied when the panel closes", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    await user.click(screen.getByRole("checkbox", { name: "Villa" }));
    expect(screen.getByRole("checkbox", { name: "Villa" })).toHaveProperty("checked", true);
    await user.click(filtersToggle());
    await user.click(filtersToggle());
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Villa" })).toHaveProperty("checked", false),
    );
    expect(lastFilters(asked)).toBe("q=zedville");
  });

  it("sends the chosen types and amenities together", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    await user.click(screen.getByRole("checkbox", { name: "Villa" }));
    await user.click(screen.getByRole("checkbox", { name: "Pool" }));
    await user.click(screen.getByRole("checkbox", { name: "Gym" }));
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    const expected = "q=zedville&types=Villa&amenities=Pool%2CGym";
    await waitFor(() => expect(currentUrl()).toBe(`/search?${expected}`));
    await waitFor(() => expect(lastFilters(asked)).toBe(expected));
    expect(filtersToggle().textContent).toBe("Filters3active");
  });

  it("moves the price's top down in $50,000 steps with the arrow keys", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(filtersToggle());
    const maxThumb = await screen.findByRole("slider", { name: /maximum/i });
    maxThumb.focus();
    for (let i = 0; i < 24; i++) await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("$0 – $800,000")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&maxPrice=800000"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&maxPrice=800000"));
  });

  it("sorts through the URL and the request", async () => {
    const asked = answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Sort by"), "price_high");
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&sort=price_high"));
    await user.selectOptions(screen.getByLabelText("Sort by"), "price_low");
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&sort=price_low"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&sort=price_low"));
  });

  it("ignores bad values in the URL instead of breaking", async () => {
    const asked = answerSearches(threeHomes);
    renderSearch("/search?q=zedville&beds=abc&minPrice=-5&sort=cheapest");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    expect(lastFilters(asked)).toBe("q=zedville");
    expect(filtersToggle().textContent).toBe("Filters");
  });

  it("says so when nothing matches", async () => {
    answerSearches([]);
    renderSearch("/search?q=nothing-here");
    expect(await screen.findByText("No properties found")).toBeTruthy();
    expect(
      screen.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeTruthy();
    expect(screen.getByText("0 properties found")).toBeTruthy();
  });

  it("offers to try again when the search fails, and shows the answer then", async () => {
    let calls = 0;
    api.use(
      http.get("*/api/properties", () => {
        calls += 1;
        return calls === 1
          ? apiError(500, "INTERNAL", "Something went wrong")
          : HttpResponse.json(searchAnswer(threeHomes));
      }),
    );
    const { user } = renderSearch();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We couldn't load properties. Please try again.")).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("3 properties found")).toBeTruthy();
  });

  it("asks a visitor to sign in to save a card's listing", async () => {
    answerSearches(threeHomes);
    const { user } = renderSearch("/search?q=zedville");
    expect(await screen.findByText("3 properties found")).toBeTruthy();
    await user.click(within(card("Garden Condo")).getByRole("link", { name: "Save property" }));
    expect(await screen.findByText("Please sign in to save properties.")).toBeTruthy();
    expect(currentUrl()).toBe("/search?q=zedville");
  });
});
