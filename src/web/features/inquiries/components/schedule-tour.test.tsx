import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { tourDays } from "../tour-days";
import { ScheduleTour } from "./schedule-tour";

const HOME = "22222222-2222-4222-8222-222222222222";
const ListingPage = () => <ScheduleTour propertyId={HOME} />;

describe("ScheduleTour", () => {
  it("signed out, prompts to sign in and leads there carrying the tour", async () => {
    const { user, location } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}`,
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    await user.click(await screen.findByRole("radio", { name: "Tomorrow" }));
    await user.click(screen.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Please sign in to request a tour.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    const back = `/property/${HOME}?intent=tour%3A${HOME}`;
    await waitFor(() => expect(location()).toBe(`/profile?returnTo=${encodeURIComponent(back)}`));
  });

  it("back from signing in, brings the form forward to be finished, then requests the tour", async () => {
    signedIn();
    const requested: unknown[] = [];
    api.use(
      http.post("*/api/properties/:id/tour-requests", async ({ request, params }) => {
        requested.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ id: "tour-1", date: "2026-01-02" }, { status: 201 });
      }),
    );
    const { user, location } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}?intent=tour:${HOME}`,
      viewer: viewerOf(),
    });
    expect(await screen.findByText("Choose a day, then press Request Tour.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]);
    await waitFor(() => expect(location()).toBe(`/property/${HOME}`));
    expect(requested).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Tomorrow" }));
    await user.click(screen.getByRole("button", { name: "Request Tour" }));
    expect(await screen.findByText("Tour requested")).toBeTruthy();
    const tomorrow = tourDays().find((day) => day.label === "Tomorrow");
    expect(requested).toEqual([{ id: HOME, date: tomorrow?.value, window: "morning" }]);
  });
});
