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

const homes = [listingSummary({ title: "Garden Condo", price: 720_000, bedrooms: 3 })];

async function openFilters(at: string) {
  const asked = answerSearches(homes);
  const rendered = renderSearch(at);
  expect(await screen.findByText("1 property found")).toBeTruthy();
  await rendered.user.click(screen.getByText("Filters", { selector: "summary" }));
  return { asked, ...rendered };
}

const apply = () => screen.getByRole("button", { name: "Apply Filters" });
/** The 'More filters' toggle: a <details> summary (its text carries the count in use). */
const moreToggle = (text: string | RegExp = "More filters") =>
  screen.getByText(text, { selector: "summary" });
const moreOpen = () => (moreToggle(/^More filters/).closest("details") as HTMLDetailsElement).open;

describe("the Filters panel", () => {
  beforeEach(phoneViewport);

  it("offers bedroom chips as minimums with Studio, and bathroom chips as minimums", async () => {
    await openFilters("/search?q=zedville");
    const bedrooms = screen.getByRole("group", { name: "Bedrooms" });
    expect(
      within(bedrooms)
        .getAllByRole("radio")
        .map((chip) => chip.getAttribute("value")),
    ).toEqual(["", "0", "1", "2", "3", "4", "5"]);
    for (const name of ["Any", "Studio", "1+", "2+", "3+", "4+", "5+"]) {
      expect(within(bedrooms).getByRole("radio", { name })).toBeTruthy();
    }
    const bathrooms = screen.getByRole("group", { name: "Bathrooms" });
    for (const name of ["Any", "1+", "2+", "3+", "4+"]) {
      expect(within(bathrooms).getByRole("radio", { name })).toBeTruthy();
    }
  });

  it("makes the chosen number of bedrooms exact with the switch", async () => {
    const { asked, user } = await openFilters("/search?q=zedville");
    const bedrooms = screen.getByRole("group", { name: "Bedrooms" });
    await user.click(within(bedrooms).getByRole("radio", { name: "2+" }));
    const exact = screen.getByRole("switch", { name: "Exact match" });
    expect(exact.getAttribute("aria-describedby")).toBeTruthy();
    await user.click(exact);
    expect(screen.getByText("Exactly 2 bedrooms, not 2 or more.")).toBeTruthy();
    await user.click(apply());
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&beds=2&bedsExact=true"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=zedville&beds=2&bedsExact=true"));
  });

  it("opens an old link's '4+' on the 4+ chip", async () => {
    const { asked } = await openFilters("/search?beds=4%2B&baths=3%2B");
    expect(lastFilters(asked)).toBe("beds=4&baths=3");
    const bedrooms = screen.getByRole("group", { name: "Bedrooms" });
    expect(within(bedrooms).getByRole("radio", { name: "4+" })).toHaveProperty("checked", true);
  });

  it("takes a typed price, to the dollar, and shows it on the slider's line", async () => {
    const { asked, user } = await openFilters("/search?q=zedville");
    await user.type(screen.getByLabelText("Min price"), "125000");
    await user.type(screen.getByLabelText("Max price"), "612345");
    expect(screen.getByText("$125,000 – $612,345")).toBeTruthy();
    await user.click(apply());
    const expected = "q=zedville&minPrice=125000&maxPrice=612345";
    await waitFor(() => expect(currentUrl()).toBe(`/search?${expected}`));
    await waitFor(() => expect(lastFilters(asked)).toBe(expected));
  });

  it("writes the slider's prices in the typed fields", async () => {
    const { user } = await openFilters("/search?q=zedville&maxPrice=900000");
    expect(screen.getByLabelText("Max price")).toHaveProperty("value", "900000");
    const maxThumb = await screen.findByRole("slider", { name: /maximum/i });
    maxThumb.focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByLabelText("Max price")).toHaveProperty("value", "850000");
  });

  it("says a minimum price above the maximum, and applies nothing until it is put right", async () => {
    const { user } = await openFilters("/search?q=zedville");
    const min = screen.getByLabelText("Min price");
    await user.type(min, "900000");
    await user.type(screen.getByLabelText("Max price"), "500000");
    await user.click(apply());
    const message = "The minimum price must not be above the maximum price.";
    expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(min);
    expect(min.getAttribute("aria-invalid")).toBe("true");
    expect(currentUrl()).toBe("/search?q=zedville");
    await user.clear(min);
    await user.type(min, "400000");
    expect(screen.queryByText(message)).toBeNull();
    await user.click(apply());
    await waitFor(() =>
      expect(currentUrl()).toBe("/search?q=zedville&minPrice=400000&maxPrice=500000"),
    );
  });

  it("keeps the less common filters behind 'More filters', and applies them", async () => {
    const { asked, user } = await openFilters("/search?q=zedville");
    expect(moreOpen()).toBe(false);
    await user.click(moreToggle());
    expect(moreOpen()).toBe(true);
    await user.type(screen.getByLabelText("Min sq ft"), "1500");
    await user.type(screen.getByLabelText("Max acres"), "0.5");
    await user.type(screen.getByLabelText("From year"), "1990");
    await user.click(
      within(screen.getByRole("group", { name: "Listed in the last" })).getByRole("radio", {
        name: "7 days",
      }),
    );
    await user.click(screen.getByRole("switch", { name: "Has a video tour" }));
    await user.click(screen.getByRole("switch", { name: "Price cut" }));
    await user.click(apply());
    const expected =
      "q=zedville&minSqft=1500&maxLotAcres=0.5&minYearBuilt=1990&listedWithin=7" +
      "&videoTour=true&priceCut=true";
    await waitFor(() => expect(currentUrl()).toBe(`/search?${expected}`));
    await waitFor(() => expect(lastFilters(asked)).toBe(expected));
    // A range counts once, each of the others once.
    expect(screen.getByText("Filters", { selector: "summary" }).textContent).toBe("Filters6active");
  });

  it("opens 'More filters' when the search uses them, with their count", async () => {
    await openFilters("/search?minSqft=1000&maxSqft=2000&priceCut=true");
    expect(moreToggle("More filters (2)")).toBeTruthy();
    expect(moreOpen()).toBe(true);
    expect(screen.getByLabelText("Min sq ft")).toHaveProperty("value", "1000");
    expect(screen.getByRole("switch", { name: "Price cut" })).toHaveProperty("checked", true);
  });

  it("shows a closed 'More filters' when Apply is refused for a range in it", async () => {
    const { user } = await openFilters("/search?q=zedville");
    await user.click(moreToggle());
    await user.type(screen.getByLabelText("From year"), "2010");
    await user.type(screen.getByLabelText("To year"), "1990");
    await user.click(moreToggle("More filters (1)"));
    expect(moreOpen()).toBe(false);
    await user.click(apply());
    expect(moreOpen()).toBe(true);
    expect(
      await screen.findByText("The earliest year built must not be after the latest."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("From year"));
    expect(currentUrl()).toBe("/search?q=zedville");
  });

  it("says a square-feet range the wrong way round once a field is left", async () => {
    const { user } = await openFilters("/search?q=zedville");
    await user.click(moreToggle());
    await user.type(screen.getByLabelText("Min sq ft"), "3000");
    await user.type(screen.getByLabelText("Max sq ft"), "1000");
    await user.tab();
    expect(
      await screen.findByText("The minimum square feet must not be above the maximum."),
    ).toBeTruthy();
  });
});
