import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingSummary } from "@/shared/bookings";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn } from "../../../../../tests/components/fixtures/viewer";
import { withLocation } from "../../../../../tests/components/location";
import { renderRoute } from "../../../../../tests/components/render";
import { BookButton } from "./book-button";

const LISTING_ID = "0b8f1a47-8a35-4c57-9a3b-0c2f4c5e6d7e";
const THREAD_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

function Page() {
  return <BookButton photographerId="pia" name="Pia Lens" />;
}

function serveListings() {
  api.use(
    http.get("*/api/bookings/listings", () =>
      HttpResponse.json({
        items: [{ id: LISTING_ID, title: "Elm House", address: "12 Elm St", city: "Austin" }],
      }),
    ),
  );
}

const booked = (body: Record<string, unknown>): BookingSummary => ({
  id: "b1",
  conversationId: THREAD_ID,
  listingId: LISTING_ID,
  status: "requested",
  date: body.date as string,
  window: "afternoon",
  services: ["photos", "drone"],
  note: null,
  proposedBy: null,
  declineReason: null,
  cancelledBy: null,
  as: "client",
  canAct: ["cancel"],
  photos: [],
  video: null,
  portfolioAllowed: false,
  canDeliver: false,
  canAddToListing: false,
});

describe("Book on a photographer's card", () => {
  it("is not offered to anyone but a realtor", async () => {
    const viewer = signedIn();
    let profileRead = false;
    // Noted, then answered by signedIn's handler: the profile settles the role.
    api.use(
      http.get("*/api/profile/me", () => {
        profileRead = true;
      }),
    );
    renderRoute("/photographers", Page, { viewer });
    await waitFor(() => expect(profileRead).toBe(true));
    expect(screen.queryByRole("button", { name: "Book Pia Lens" })).toBeNull();
  });

  it("checks the form with the shared schema, then sends it and opens the thread", async () => {
    serveListings();
    const sent: Record<string, unknown>[] = [];
    api.use(
      http.post("*/api/bookings", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(booked(body), { status: 201 });
      }),
    );
    const { user } = renderRoute("/photographers", withLocation(Page), {
      at: `/photographers?listing=${LISTING_ID}`,
      viewer: signedIn(myProfile({ role: "realtor" })),
      routes: [{ path: "/dashboard", Component: withLocation(() => null) }],
    });
    await user.click(await screen.findByRole("button", { name: "Book Pia Lens" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Book Pia Lens" }));
    // The listing the directory was opened from is picked already.
    expect(((await dialog.findByLabelText("Listing")) as HTMLSelectElement).value).toBe(LISTING_ID);

    // No day and no service: the schema's messages, and nothing sent.
    await user.click(dialog.getByRole("checkbox", { name: "Photos" }));
    await user.click(dialog.getByRole("button", { name: "Send booking" }));
    expect(await dialog.findByText("Choose a day for the shoot")).toBeTruthy();
    expect(dialog.getByText("Choose what you need")).toBeTruthy();
    expect(sent).toHaveLength(0);

    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.type(dialog.getByLabelText("Day"), day);
    await user.click(dialog.getByRole("radio", { name: /^Afternoon/ }));
    await user.click(dialog.getByRole("checkbox", { name: "Photos" }));
    await user.click(dialog.getByRole("checkbox", { name: "Drone" }));
    await user.click(dialog.getByRole("button", { name: "Send booking" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      photographerId: "pia",
      listingId: LISTING_ID,
      date: day,
      window: "afternoon",
      services: ["photos", "drone"],
      note: "",
    });
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Current URL" }).textContent).toBe(
        `/dashboard?tab=messages&thread=${THREAD_ID}`,
      ),
    );
  });

  it("shows the server's refusal at its field", async () => {
    serveListings();
    api.use(
      http.post("*/api/bookings", () =>
        apiError(400, "VALIDATION_ERROR", "Some fields are not valid", [
          { path: "date", message: "Choose a day within the next 60 days" },
        ]),
      ),
    );
    const { user } = renderRoute("/photographers", Page, {
      viewer: signedIn(myProfile({ role: "realtor" })),
    });
    await user.click(await screen.findByRole("button", { name: "Book Pia Lens" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Book Pia Lens" }));
    await user.selectOptions(await dialog.findByLabelText("Listing"), LISTING_ID);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.type(dialog.getByLabelText("Day"), day);
    await user.click(dialog.getByRole("button", { name: "Send booking" }));
    expect(await dialog.findByText("Choose a day within the next 60 days")).toBeTruthy();
  });
});
