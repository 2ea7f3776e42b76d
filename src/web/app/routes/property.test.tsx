import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "@/shared/admin-overview";
import type { Viewer } from "@/shared/page-data";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { everythingNear } from "../../../../tests/components/everything-near";
import {
  listingDetail,
  listingId,
  listingPhoto,
  listingReel,
} from "../../../../tests/components/fixtures/listings";
import { TOUR_SLOTS } from "../../../../tests/components/fixtures/tour-slots";
import { myProfile, signedIn } from "../../../../tests/components/fixtures/viewer";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { type RenderRouteOptions, renderRoute } from "../../../../tests/components/render";
import PropertyPage, { clientLoader } from "./property";

const TOUR_WAITING = "You already have a tour request waiting for an answer in this conversation.";

function renderListing(
  listing = listingDetail(),
  viewer?: Viewer,
  routes?: RenderRouteOptions["routes"],
) {
  api.use(
    http.get(`*/api/properties/${listing.id}`, () => HttpResponse.json(listing)),
    // A member's page also reads their saved homes and records the visit.
    http.get("*/api/saved/ids", () => HttpResponse.json({ ids: [] })),
    http.put(`*/api/recently-viewed/${listing.id}`, () => new HttpResponse(null, { status: 204 })),
    // The tour form's free times, and a member's own requests of the listing.
    http.get(`*/api/properties/${listing.id}/tour-slots`, () => HttpResponse.json(TOUR_SLOTS)),
    http.get("*/api/tours/requests", () => HttpResponse.json({ items: [] })),
    // What loads as the visitor nears the foot of the page.
    http.get(`*/api/properties/${listing.id}/similar`, () => HttpResponse.json([])),
    http.get(`*/api/properties/${listing.id}/sold-nearby`, () => HttpResponse.json([])),
    http.get("*/api/recently-viewed", () => HttpResponse.json([])),
  );
  return renderRoute("/property/:id", withLocation(PropertyPage), {
    at: `/property/${listing.id}`,
    loader: clientLoader,
    viewer,
    routes,
  });
}

/** The agent card and the tour form beside the listing (a phone's action bar repeats them). */
async function agentCard() {
  return within(await screen.findByRole("complementary", { name: "Agent and tours" }));
}

/** Answers the listing's Contact Agent posts and keeps their bodies. */
function answerInquiries(listingId: string) {
  const sent: unknown[] = [];
  api.use(
    http.post(`*/api/properties/${listingId}/inquiries`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: "inquiry-1" }, { status: 201 });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("/property/:id", () => {
  it("shows the listing and wraps its gallery around", async () => {
    const listing = listingDetail({
      title: "Gallery Home",
      images: ["Front", "Kitchen", "Garden"].map((label) => listingPhoto(label)),
    });
    const { user } = renderListing(listing);
    expect(await screen.findByRole("heading", { level: 1, name: "Gallery Home" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Open photo 1 of 3: Front" }));
    const gallery = await screen.findByRole("dialog");
    const galleryText = () => within(gallery);
    expect(galleryText().getByText("Front")).toBeTruthy();
    expect(galleryText().getByText("1 of 3")).toBeTruthy();
    await user.click(galleryText().getByRole("button", { name: "Previous photo" }));
    expect(galleryText().getByText("3 of 3")).toBeTruthy();
    expect(galleryText().getByText("Garden")).toBeTruthy();
    await user.click(galleryText().getByRole("button", { name: "Next photo" }));
    expect(galleryText().getByText("1 of 3")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(galleryText().getByText("2 of 3")).toBeTruthy();
    expect(galleryText().getByText("Kitchen")).toBeTruthy();
    // The open photo is in the URL, replaced, so Back leaves the listing as before.
    await waitFor(() => expect(currentUrl()).toBe(`/property/${listing.id}?photo=2`));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(currentUrl()).toBe(`/property/${listing.id}`));
  });

  it("opens every photo as a grid from one button, named with the right count", async () => {
    const listing = listingDetail({
      title: "Grid Home",
      images: ["Front", "Kitchen", "Garden"].map((label) => listingPhoto(label)),
    });
    const { user } = renderListing(listing);
    await user.click(await screen.findByRole("link", { name: "View all 3 photos" }));
    const photos = within(await screen.findByRole("list", { name: "All photos" }));
    expect(photos.getAllByRole("button", { name: /^Show photo \d of 3/ })).toHaveLength(3);
    // The photo links and the one button are the only ways in; no second button to the same place.
    expect(screen.queryByRole("link", { name: "View gallery" })).toBeNull();
  });

  it("says 'View 1 photo' for a single photo and opens it large", async () => {
    const listing = listingDetail({ title: "One Photo Home", images: [listingPhoto("Front")] });
    const { user } = renderListing(listing);
    await user.click(await screen.findByRole("link", { name: "View 1 photo" }));
    expect(within(await screen.findByRole("dialog")).getByText("1 of 1")).toBeTruthy();
  });

  it("titles the tab with the home's address, price and status, under its headline", async () => {
    const listing = listingDetail({
      title: "Sunny Bungalow",
      address: "5127 SE Alder Grove Ave",
      city: "Portland",
      state: "OR",
      zip: "97215",
      price: 689_000,
    });
    renderListing(listing);
    expect(await screen.findByRole("heading", { level: 1, name: "Sunny Bungalow" })).toBeTruthy();
    const title = "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · For sale";
    await waitFor(() =>
      expect(document.title).toBe(`${title} | ${DEFAULT_SITE_SETTINGS.siteName}`),
    );
  });

  it("links a listing with reels to its newest one in the reels feed", async () => {
    const [newest, older] = [listingReel({ durationSeconds: 65 }), listingReel()];
    const listing = listingDetail({ title: "Toured Home", reels: [newest, older] });
    const reelsPage = { path: "/reels", Component: withLocation(() => <p>Reels page</p>) };
    const { user } = renderListing(listing, undefined, [reelsPage]);
    const tour = await screen.findByRole("link", { name: "Watch the video tour (1:05)" });
    expect(tour.getAttribute("href")).toBe(`/reels?reel=${newest.id}`);
    await user.click(tour);
    expect(await screen.findByText("Reels page")).toBeTruthy();
    expect(currentUrl()).toBe(`/reels?reel=${newest.id}`);
  });

  it("offers no video tour when the listing has no reel", async () => {
    renderListing(listingDetail({ title: "Still Home", reels: [] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Still Home" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /video tour/i })).toBeNull();
  });

  it("says Property Not Found for an unknown id and leads back to search", async () => {
    const id = listingId();
    api.use(
      http.get(`*/api/properties/${id}`, () => apiError(404, "NOT_FOUND", "Property not found")),
    );
    const { user } = renderRoute("/property/:id", withLocation(PropertyPage), {
      at: `/property/${id}`,
      loader: clientLoader,
      routes: [{ path: "/search", Component: withLocation(() => <p>Search page</p>) }],
    });
    expect(await screen.findByText("Property Not Found")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Back to search" }));
    expect(await screen.findByText("Search page")).toBeTruthy();
    expect(currentUrl()).toBe("/search");
  });

  it("starts Contact Agent from the member's own name, e-mail and phone, and sends it", async () => {
    const listing = listingDetail({ title: "Prefill Home" });
    const viewer = signedIn(
      myProfile({ name: "Pat Prefill", email: "pat@example.com", phoneNumber: "5125550142" }),
    );
    const sent = answerInquiries(listing.id);
    const { user } = renderListing(listing, viewer);
    await user.click((await agentCard()).getByRole("button", { name: "Contact Agent" }));
    const dialog = await screen.findByRole("dialog", { name: "Contact Agent" });
    const form = within(dialog);
    await waitFor(() => expect(form.getByLabelText("Name")).toHaveProperty("value", "Pat Prefill"));
    expect(form.getByLabelText("Email")).toHaveProperty("value", "pat@example.com");
    expect(form.getByLabelText("Phone (optional)")).toHaveProperty("value", "5125550142");
    // A real message to send as it is, not a hint that looks like one.
    const message = `I'm interested in ${listing.title} and would like to know more.`;
    expect(form.getByLabelText("Message")).toHaveProperty("value", message);
    await user.click(form.getByRole("button", { name: /send/i }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    expect(sent).toEqual([
      {
        name: "Pat Prefill",
        email: "pat@example.com",
        phone: "5125550142",
        contactWay: "email",
        message,
        source: "listing",
      },
    ]);
  });

  it("asks for a message before sending one", async () => {
    const listing = listingDetail();
    const sent = answerInquiries(listing.id);
    const { user } = renderListing(listing, signedIn());
    const card = await agentCard();
    expect(card.getByText("Rey Realtor")).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Contact Agent" }));
    const form = within(await screen.findByRole("dialog", { name: "Contact Agent" }));
    await user.clear(form.getByLabelText("Message"));
    await user.click(form.getByRole("button", { name: /send/i }));
    expect(await form.findByText("Message is required")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("requests a tour, and says when one is already waiting for an answer", async () => {
    // The tour calendar loads as its box nears the screen.
    everythingNear();
    const listing = listingDetail();
    const requested: unknown[] = [];
    api.use(
      http.post(`*/api/properties/${listing.id}/tour-requests`, async ({ request }) => {
        requested.push(await request.json());
        return requested.length === 1
          ? HttpResponse.json({ id: "tour-1" }, { status: 201 })
          : apiError(409, "CONFLICT", TOUR_WAITING);
      }),
    );
    const { user } = renderListing(listing, signedIn());
    const card = await agentCard();
    await user.click(await card.findByRole("radio", { name: "3:00 PM" }));
    await user.click(card.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Tour requested")).toBeTruthy();
    expect(requested[0]).toMatchObject({ startsAt: TOUR_SLOTS.days[0]?.slots[0]?.startsAt });
    await user.click(card.getByRole("radio", { name: "Mon, Nov 30" }));
    await user.click(card.getByRole("radio", { name: "9:00 AM" }));
    await user.click(card.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Tour already requested")).toBeTruthy();
    expect(screen.getByText(TOUR_WAITING)).toBeTruthy();
  });

  it("shows the realtor's public contact, as their directory entry gives it", async () => {
    const listing = listingDetail();
    if (listing.contact.kind !== "realtor") throw new Error("the fixture's contact is a realtor");
    renderListing({
      ...listing,
      contact: { ...listing.contact, phone: "(512) 555-0142", website: "https://rey.example" },
    });
    const card = await agentCard();
    expect((await card.findByRole("link", { name: "(512) 555-0142" })).getAttribute("href")).toBe(
      "tel:5125550142",
    );
    expect(
      card
        .getByRole("link", { name: "Website of Rey Realtor (opens in a new tab)" })
        .getAttribute("href"),
    ).toBe("https://rey.example");
  });

  it("asks a visitor to sign in to save the listing", async () => {
    const { user } = renderListing();
    await user.click((await agentCard()).getByRole("link", { name: "Save Property" }));
    expect(await screen.findByText("Please sign in to save properties.")).toBeTruthy();
    expect(currentUrl()).toMatch(/^\/property\//);
  });
});
