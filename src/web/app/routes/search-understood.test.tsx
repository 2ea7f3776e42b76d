import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { UnderstoodSearch } from "@/shared/search-text/understood";
import { listingSummary } from "../../../../tests/components/fixtures/listings";
import { currentUrl } from "../../../../tests/components/location";
import {
  answerSearches,
  lastFilters,
  renderSearch,
} from "../../../../tests/components/search-page";
import { phoneViewport } from "../../../../tests/components/viewport";

const TEXT = "3 bed house in Plano, TX under 500k ranch";
const PLANO = {
  kind: "city",
  city: "Plano",
  state: "TX",
  latitude: 33.02,
  longitude: -96.7,
} as const;
const span = (words: string): [number, number] => {
  const start = TEXT.indexOf(words);
  return [start, start + words.length];
};

/** What the API reads TEXT as: rooms, a type, a place and a price, "ranch" left as a word. */
const UNDERSTOOD: UnderstoodSearch = {
  beds: 3,
  types: ["House"],
  maxPrice: 500_000,
  place: { ...PLANO, label: "Plano, TX" },
  words: "ranch",
  spans: {
    beds: [span("3 bed")],
    types: [span("house")],
    place: [span("in Plano, TX")],
    price: [span("under 500k")],
  },
};

const openAt = `/search?q=${encodeURIComponent(TEXT)}`;

describe("/search: what the text was understood as", () => {
  beforeEach(phoneViewport);

  it("shows each understood part as a chip, in the order typed", async () => {
    answerSearches([listingSummary({ title: "Dallas Ranch" })], {}, { understood: UNDERSTOOD });
    renderSearch(openAt);
    const chips = await screen.findAllByRole("link", { name: /^Remove filter:/ });
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "3+ beds",
      "House",
      "Plano, TX",
      "Up to $500,000",
    ]);
  });

  it("removing a chip takes its words out of the search text, in the URL and the box", async () => {
    const asked = answerSearches([listingSummary()], {}, { understood: UNDERSTOOD });
    const { user } = renderSearch(openAt);
    await user.click(await screen.findByRole("link", { name: "Remove filter: Plano, TX" }));
    const rest = "3 bed house under 500k ranch";
    await waitFor(() => expect(currentUrl()).toBe(`/search?q=${rest.replaceAll(" ", "+")}`));
    await waitFor(() => expect(lastFilters(asked)).toBe(`q=${rest.replaceAll(" ", "+")}`));
    const box = screen.getByRole("combobox", { name: "Search properties" }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe(rest));
  });

  it("shows no chips when nothing was understood", async () => {
    answerSearches(
      [listingSummary({ title: "Modern Farmhouse" })],
      {},
      {
        understood: { words: "farmhouse", spans: {} },
      },
    );
    renderSearch("/search?q=farmhouse");
    expect(await screen.findByRole("heading", { name: "Modern Farmhouse" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Remove filter:/ })).toBeNull();
  });

  it("says above the results that a place without homes shows the nearest", async () => {
    answerSearches(
      [listingSummary({ title: "Dallas Ranch" })],
      {},
      {
        understood: {
          words: "",
          place: { ...PLANO, label: "Plano, TX" },
          spans: { place: [[0, 9]] },
        },
        nearest: { place: "Plano, TX" },
      },
    );
    renderSearch("/search?q=Plano%2C+TX");
    const notice = await screen.findByText("No homes in Plano, TX yet — showing the nearest");
    const firstCard = screen.getByRole("heading", { name: "Dallas Ranch" });
    // Above the results: earlier in the document than the first card.
    expect(
      notice.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText("No properties found")).toBeNull();
  });

  it("says nothing of the nearest for an ordinary answer", async () => {
    answerSearches([listingSummary({ title: "Plano House" })]);
    renderSearch("/search?q=Plano%2C+TX");
    expect(await screen.findByRole("heading", { name: "Plano House" })).toBeTruthy();
    expect(screen.queryByText(/showing the nearest/)).toBeNull();
  });
});
