import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { listingSummary } from "../../../../../tests/components/fixtures/listings";
import { signedIn } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { addLocalView } from "../local-views";
import { RecentlyViewed } from "./recently-viewed";

const home = listingSummary({ title: "Main Home" });
const twin = listingSummary({ title: "Twin Home" });

function renderStrip(viewer?: ReturnType<typeof signedIn>) {
  return renderRoute("/property/:id", () => <RecentlyViewed propertyId={home.id} />, {
    at: `/property/${home.id}`,
    viewer,
  });
}

describe("RecentlyViewed", () => {
  afterEach(() => localStorage.clear());

  it("offers a visitor the other listings this browser opened, not this one", async () => {
    // The twin was opened first, then this listing (which RecordView put first).
    addLocalView(localStorage, twin.id);
    addLocalView(localStorage, home.id);
    const asked: (string | null)[] = [];
    api.use(
      http.get("*/api/recently-viewed/listings", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("ids"));
        return HttpResponse.json([twin]);
      }),
    );
    renderStrip();
    const strip = within(await screen.findByRole("region", { name: "Recently viewed" }));
    expect(await strip.findByRole("link", { name: "Twin Home" })).toBeTruthy();
    expect(strip.queryByRole("link", { name: "Main Home" })).toBeNull();
    expect(asked).toEqual([twin.id]);
  });

  it("offers a member their account's list, without this listing", async () => {
    api.use(http.get("*/api/recently-viewed", () => HttpResponse.json([home, twin])));
    renderStrip(signedIn());
    const strip = within(await screen.findByRole("region", { name: "Recently viewed" }));
    expect(await strip.findByRole("link", { name: "Twin Home" })).toBeTruthy();
    expect(strip.queryByRole("link", { name: "Main Home" })).toBeNull();
  });
});
