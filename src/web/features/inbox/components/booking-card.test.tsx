import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingPhoto, BookingSummary } from "@/shared/bookings";
import { VIDEO_REJECTION_MESSAGES } from "@/shared/manage-reels";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { renderRoute } from "../../../../../tests/components/render";
import { BookingCard } from "./booking-card";

const shot = (n: number): BookingPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  label: "",
  src: `/media/b/${n}-960.webp`,
  srcSet: `/media/b/${n}-960.webp 960w`,
  width: 960,
  height: 640,
  addedToListing: false,
  inPortfolio: false,
});

const booking = (overrides: Partial<BookingSummary> = {}): BookingSummary => ({
  id: "b1",
  conversationId: "c1",
  listingId: "l1",
  status: "requested",
  date: "2030-06-04",
  window: "morning",
  services: ["photos", "floor_plan"],
  note: "Lockbox 4411.",
  proposedBy: null,
  declineReason: null,
  cancelledBy: null,
  as: "photographer",
  canAct: ["accept", "decline", "propose", "cancel"],
  photos: [],
  video: null,
  portfolioAllowed: false,
  canDeliver: false,
  canAddToListing: false,
  ...overrides,
});

/** The bodies the card posts to add-to-listing. */
function recordHandOvers() {
  const sent: unknown[] = [];
  api.use(
    http.post("*/api/bookings/b1/add-to-listing", async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(booking({ status: "completed", as: "client" }));
    }),
  );
  return sent;
}

const renderCard = (summary: BookingSummary) =>
  renderRoute("/dashboard", () => <BookingCard booking={summary} />);

describe("BookingCard", () => {
  it("shows the shoot and lets the photographer decline only with a reason", async () => {
    const declined: unknown[] = [];
    api.use(
      http.post("*/api/bookings/b1/decline", async ({ request }) => {
        declined.push(await request.json());
        return HttpResponse.json(booking({ status: "declined", canAct: [] }));
      }),
    );
    const { user } = renderCard(booking());
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    expect(card.getByText("Photos, Floor plan")).toBeTruthy();
    expect(card.getByText("Lockbox 4411.")).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Decline" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Decline this booking?" }));
    await user.type(dialog.getByLabelText("Reason (the realtor reads it)"), "Booked that week");
    await user.click(dialog.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(declined).toEqual([{ reason: "Booked that week" }]));
  });

  it("lets the realtor add the chosen delivered photos with the portfolio consent", async () => {
    const sent = recordHandOvers();
    const { user } = renderCard(
      booking({
        status: "delivered",
        as: "client",
        canAct: [],
        photos: [shot(1), shot(2)],
        canAddToListing: true,
      }),
    );
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    await user.click(card.getByRole("checkbox", { name: "Photo 2" }));
    await user.click(
      card.getByRole("checkbox", {
        name: "Let the photographer show these photos in their portfolio",
      }),
    );
    await user.click(card.getByRole("button", { name: "Add 1 photo to the listing" }));
    await waitFor(() =>
      expect(sent).toEqual([{ photoIds: [shot(1).id], postVideo: false, allowPortfolio: true }]),
    );
  });

  const deliveredVideo = {
    title: "Elm House in a minute",
    url: "/api/bookings/b1/video",
    contentType: "video/mp4",
    bytes: 1000,
    postedAsReel: false,
  };

  it("plays the delivered video to the realtor and posts it as a reel when they keep it ticked", async () => {
    const sent = recordHandOvers();
    const { user } = renderCard(
      booking({
        status: "delivered",
        as: "client",
        canAct: [],
        video: deliveredVideo,
        canAddToListing: true,
      }),
    );
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    const player = card.getByLabelText("Delivered video: Elm House in a minute");
    expect(player.querySelector("source")?.getAttribute("src")).toBe("/api/bookings/b1/video");
    expect(card.getByRole("checkbox", { name: "Post it as a reel on the listing" })).toHaveProperty(
      "checked",
      true,
    );
    await user.click(card.getByRole("button", { name: "Add the video to the listing" }));
    await waitFor(() =>
      expect(sent).toEqual([{ photoIds: [], postVideo: true, allowPortfolio: false }]),
    );
  });

  it("says where a posted video went instead of offering it again", async () => {
    renderCard(
      booking({
        status: "completed",
        as: "client",
        canAct: [],
        video: { ...deliveredVideo, postedAsReel: true },
        canAddToListing: true,
      }),
    );
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    expect(card.getByRole("link", { name: "your reels" }).getAttribute("href")).toBe(
      "/dashboard?tab=reels",
    );
    expect(card.queryByRole("checkbox", { name: "Post it as a reel on the listing" })).toBeNull();
    expect(card.getByRole("button", { name: /^Add / })).toHaveProperty("disabled", true);
  });

  it("refuses a file whose bytes are no video before sending it", async () => {
    const sent: unknown[] = [];
    api.use(
      http.put("*/api/bookings/b1/video", () => {
        sent.push(true);
        return HttpResponse.json(booking());
      }),
    );
    const { user } = renderCard(
      booking({ status: "accepted", canAct: ["cancel"], canDeliver: true }),
    );
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    expect(card.getByRole("button", { name: "Deliver 0 photos" })).toHaveProperty("disabled", true);
    await user.upload(
      card.getByLabelText("Video file"),
      new File(["not a video at all"], "tour.mp4", { type: "video/mp4" }),
    );
    await user.type(card.getByLabelText("Reel title"), "Elm House");
    await user.click(card.getByRole("button", { name: "Upload video" }));
    expect(await card.findByText(VIDEO_REJECTION_MESSAGES.unsupported)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("offers the photographer's uploaded video back, and delivers it", async () => {
    const delivered: unknown[] = [];
    api.use(
      http.post("*/api/bookings/b1/deliver", () => {
        delivered.push(true);
        return HttpResponse.json(booking({ status: "delivered", canAct: [] }));
      }),
    );
    const { user } = renderCard(
      booking({ status: "accepted", canAct: ["cancel"], canDeliver: true, video: deliveredVideo }),
    );
    const card = within(await screen.findByRole("region", { name: /^Photo shoot / }));
    expect(card.getByRole("button", { name: "Remove video" })).toBeTruthy();
    expect(card.getByLabelText("Replace the video")).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Deliver the video" }));
    await waitFor(() => expect(delivered).toEqual([true]));
  });
});
