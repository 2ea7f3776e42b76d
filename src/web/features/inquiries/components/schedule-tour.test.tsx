import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UpcomingTour } from "@/shared/conversations";
import { TOUR_CALENDAR_MESSAGES, type TourSlotList } from "@/shared/tour-calendar";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { TOUR_SLOTS as SLOTS } from "../../../../../tests/components/fixtures/tour-slots";
import { signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { ScheduleTour } from "./schedule-tour";

const HOME = "22222222-2222-4222-8222-222222222222";
const ListingPage = () => <ScheduleTour propertyId={HOME} />;

function answerSlots(list: TourSlotList = SLOTS) {
  api.use(http.get("*/api/properties/:id/tour-slots", () => HttpResponse.json(list)));
}
function answerMine(items: Partial<UpcomingTour>[] = []) {
  api.use(http.get("*/api/tours/requests", () => HttpResponse.json({ items })));
}

describe("ScheduleTour", () => {
  it("shows the days in order, each once, with closed days disabled and the zone named", async () => {
    answerSlots();
    renderRoute("/property/:id", ListingPage, { at: `/property/${HOME}` });
    const saturday = await screen.findByRole("radio", { name: "Sat, Nov 28" });
    expect((saturday as HTMLInputElement).checked).toBe(true);
    const sunday = screen.getByRole("radio", { name: "Sun, Nov 29, fully booked or closed" });
    expect((sunday as HTMLInputElement).disabled).toBe(true);
    const days = within(screen.getByRole("group", { name: "Choose a day" })).getAllByRole("radio");
    expect(days.map((day) => day.getAttribute("aria-label"))).toEqual([
      "Sat, Nov 28",
      "Sun, Nov 29, fully booked or closed",
      "Mon, Nov 30",
    ]);
    expect(screen.getByText("(Central time)")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "3:00 PM" })).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Request Tour" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says so when the realtor has no free time", async () => {
    answerSlots({ ...SLOTS, days: SLOTS.days.map((day) => ({ ...day, slots: [] })) });
    renderRoute("/property/:id", ListingPage, { at: `/property/${HOME}` });
    expect(await screen.findByText(/No free times in the next 30 days/)).toBeTruthy();
  });

  it("signed out, prompts to sign in and leads there carrying the tour", async () => {
    answerSlots();
    const { user, location } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}`,
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    await user.click(await screen.findByRole("radio", { name: "3:00 PM" }));
    await user.click(screen.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Please sign in to request a tour.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    const back = `/property/${HOME}?intent=tour%3A${HOME}`;
    await waitFor(() => expect(location()).toBe(`/profile?returnTo=${encodeURIComponent(back)}`));
  });

  it("books the chosen slot by video, then shows the request instead of the form", async () => {
    signedIn();
    answerSlots();
    let mine: Partial<UpcomingTour>[] = [];
    api.use(http.get("*/api/tours/requests", () => HttpResponse.json({ items: mine })));
    const requested: unknown[] = [];
    api.use(
      http.post("*/api/properties/:id/tour-requests", async ({ request, params }) => {
        requested.push({ id: params.id, ...((await request.json()) as object) });
        mine = [
          { id: "t1", status: "requested", when: "Mon, Nov 30 at 9:30 AM", conversationId: "c1" },
        ];
        return HttpResponse.json({ id: "t1", date: "2026-11-30" }, { status: 201 });
      }),
    );
    const { user } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}?intent=tour:${HOME}`,
      viewer: viewerOf(),
    });
    expect(
      await screen.findByText("Choose a day and a time, then press Request Tour."),
    ).toBeTruthy();
    await user.click(await screen.findByRole("radio", { name: "Mon, Nov 30" }));
    await user.click(screen.getByRole("radio", { name: "9:30 AM" }));
    await user.click(screen.getByRole("radio", { name: "Video call" }));
    await user.click(screen.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Tour requested")).toBeTruthy();
    expect(requested).toEqual([
      { id: HOME, startsAt: "2026-11-30T15:30:00.000Z", mode: "video", source: "listing" },
    ]);
    expect(
      await screen.findByText(
        "You asked to tour this on Mon, Nov 30 at 9:30 AM. The realtor will answer soon.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request Tour" })).toBeNull();
  });

  it("when the slot was just taken, says so and asks for another time", async () => {
    signedIn();
    answerSlots();
    answerMine();
    api.use(
      http.post("*/api/properties/:id/tour-requests", () =>
        apiError(409, "CONFLICT", TOUR_CALENDAR_MESSAGES.slotTaken),
      ),
    );
    const { user } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}`,
      viewer: viewerOf(),
    });
    await user.click(await screen.findByRole("radio", { name: "3:00 PM" }));
    await user.click(screen.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("That time was just taken")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: "3:00 PM" }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });
});
