import { describe, expect, it } from "vitest";
import { type AlertListing, searchAlertNotification, searchAlertSubject } from "./search-alert";

const home = (title: string, news?: AlertListing["news"]): AlertListing => ({
  title,
  price: 450_000,
  link: `/property/${title.toLowerCase()}`,
  photo: null,
  ...(news ? { news } : {}),
});

const cut = (oldPrice: number, newPrice: number) =>
  ({ kind: "price_drop", id: `cut-${newPrice}`, oldPrice, newPrice }) as const;
const back = { kind: "back_on_market", id: "back-1" } as const;

describe("the subject of a saved-search alert", () => {
  const subject = (listings: AlertListing[], more = 0) =>
    searchAlertSubject({ searchName: "Austin homes", listings, more });

  it("tells one item's news in full", () => {
    expect(subject([home("Villa")])).toBe("New match for Austin homes: Villa");
    expect(subject([home("Villa", cut(500_000, 450_000))])).toBe(
      "Price cut for Austin homes: Villa, now $450,000, was $500,000",
    );
    expect(subject([home("Villa", back)])).toBe("Back on the market for Austin homes: Villa");
  });

  it("counts several items by their shared kind, and a mix as updates", () => {
    expect(subject([home("A"), home("B")])).toBe("2 new matches for Austin homes");
    expect(subject([home("A", cut(5, 4)), home("A", cut(4, 3))], 3)).toBe(
      "5 price cuts for Austin homes",
    );
    expect(subject([home("A", back), home("B", back)])).toBe(
      "2 homes back on the market for Austin homes",
    );
    expect(subject([home("A"), home("B", cut(5, 4))])).toBe("2 updates for Austin homes");
  });

  it("counts the items not shown in a one-item list", () => {
    expect(subject([home("A")], 1)).toBe("2 new matches for Austin homes");
  });
});

describe("the in-app notice of a saved-search alert", () => {
  it("names the news and the search, and opens the listing", () => {
    expect(searchAlertNotification("Austin homes", home("Villa"))).toEqual({
      kind: "search_match",
      title: "New match for Austin homes",
      body: "Villa",
      link: "/property/villa",
    });
    expect(searchAlertNotification("Austin homes", home("Villa", cut(500_000, 450_000)))).toEqual({
      kind: "search_price_drop",
      title: "Price cut for Austin homes",
      body: "Villa: now $450,000, was $500,000",
      link: "/property/villa",
    });
    expect(searchAlertNotification("Austin homes", home("Villa", back))).toEqual({
      kind: "search_back_on_market",
      title: "Back on the market for Austin homes",
      body: "Villa: $450,000",
      link: "/property/villa",
    });
  });
});
