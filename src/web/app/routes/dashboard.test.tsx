import { screen, waitFor, within } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import type { DashboardSummary, RecentSearch } from "@/shared/notifications";
import type { PropertySummary } from "@/shared/properties";
import { api, HttpResponse, http } from "../../../../tests/components/api";
import { listingSummary } from "../../../../tests/components/fixtures/listings";
import { signedIn, viewerOf } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import DashboardRoute from "./dashboard";

interface DashboardData {
  saved?: PropertySummary[];
  recent?: RecentSearch[];
}

/** What the dashboard's tabs read, for a member with `saved` homes and `recent` searches. */
function serveDashboard({ saved = [], recent = [] }: DashboardData = {}) {
  signedIn();
  const summary: DashboardSummary = {
    savedCount: saved.length,
    unreadNotifications: 0,
    availablePhotographers: null,
  };
  api.use(
    http.get("*/api/dashboard/summary", () => HttpResponse.json(summary)),
    http.get("*/api/recent-searches", () => HttpResponse.json(recent)),
    http.get("*/api/conversations/unread", () => HttpResponse.json({ member: 0, realtor: 0 })),
    http.get("*/api/tours/upcoming", () => HttpResponse.json({ items: [] })),
    http.get("*/api/tours/requests", () => HttpResponse.json({ items: [] })),
    http.get("*/api/saved-searches", () =>
      HttpResponse.json({ items: [], defaultFrequency: "daily" }),
    ),
    http.get("*/api/saved", () => HttpResponse.json({ items: saved })),
    http.get("*/api/saved/ids", () => HttpResponse.json({ ids: saved.map((home) => home.id) })),
    http.get("*/api/notifications", () =>
      HttpResponse.json({ items: [], unreadCount: 0, nextCursor: null }),
    ),
  );
}

/** The dashboard with the browser's Back button beside it. */
function DashboardWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
      <DashboardRoute />
    </>
  );
}

function openDashboard(at = "/dashboard") {
  return renderRoute("/dashboard", DashboardWithBack, {
    at,
    viewer: viewerOf(),
    routes: [{ path: "*", Component: () => <h1>Another page</h1> }],
  });
}

function tab(name: string) {
  return within(screen.getByRole("tablist", { name: "Dashboard" })).getByRole("tab", { name });
}

const selected = (name: string) => tab(name).getAttribute("aria-selected") === "true";

describe("DashboardRoute signed in", () => {
  it("greets the member on the overview with the quick links", async () => {
    serveDashboard();
    openDashboard();
    expect(
      await screen.findByRole("heading", {
        name: /^Good (morning|afternoon|evening), Pat Member$/,
      }),
    ).toBeTruthy();
    expect(selected("Overview")).toBe(true);
    const saved = screen.getByRole("group", { name: "Saved Properties" });
    await waitFor(() => expect(saved.textContent).toContain("0"));
    const href = (name: RegExp) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href(/Search Properties/)).toBe("/search");
    expect(href(/Find a Realtor/)).toBe("/realtors");
    expect(href(/Find a Photographer/)).toBe("/photographers");
  });

  it("keeps the tab in the address, so Back walks the tabs", async () => {
    serveDashboard();
    const { user, location } = openDashboard();
    await user.click(await screen.findByRole("tab", { name: "Saved" }));
    expect(await screen.findByText("No Saved Properties")).toBeTruthy();
    expect(location()).toBe("/dashboard?tab=saved");
    await user.click(tab("Notifications"));
    expect(await screen.findByText("You have no new notifications")).toBeTruthy();
    expect(location()).toBe("/dashboard?tab=notifications");
    await user.click(tab("Overview"));
    await waitFor(() => expect(location()).toBe("/dashboard"));

    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(selected("Notifications")).toBe(true));
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(selected("Saved")).toBe(true));
  });

  it("opens the tab the address names", async () => {
    serveDashboard();
    openDashboard("/dashboard?tab=settings");
    expect(await screen.findByRole("heading", { name: "Edit Profile" })).toBeTruthy();
    expect(selected("Settings")).toBe(true);
  });

  it("opens the overview for a tab it does not know", async () => {
    serveDashboard();
    openDashboard("/dashboard?tab=nonsense");
    expect(await screen.findByRole("heading", { name: /^Good / })).toBeTruthy();
    expect(selected("Overview")).toBe(true);
  });

  it("counts the saved homes and shows them on the Saved tab", async () => {
    const home = listingSummary();
    serveDashboard({ saved: [home] });
    const { user, location } = openDashboard();
    const card = await screen.findByRole("group", { name: "Saved Properties" });
    await waitFor(() => expect(card.textContent).toContain("1"));
    await user.click(within(card).getByRole("link", { name: "View saved properties" }));
    await waitFor(() => expect(location()).toBe("/dashboard?tab=saved"));
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { name: home.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/saved");
  });

  it("lists recent searches as links back to them, or says there are none", async () => {
    serveDashboard({
      recent: [
        {
          query: "q=dashton&beds=3",
          label: "dashton · 3+ beds",
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      ],
    });
    const { user, location } = openDashboard();
    const card = await screen.findByRole("group", { name: "Recent Searches" });
    await user.click(await within(card).findByRole("link", { name: /dashton/ }));
    await waitFor(() => expect(location()).toBe("/search?q=dashton&beds=3"));
  });

  it("says when there are no recent searches", async () => {
    serveDashboard();
    openDashboard();
    const card = await screen.findByRole("group", { name: "Recent Searches" });
    expect(await within(card).findByText("No recent searches")).toBeTruthy();
  });
});

describe("DashboardRoute signed out", () => {
  it("sends the visitor to sign in with a toast, and back here afterwards", async () => {
    const { location } = renderRoute("/dashboard", DashboardRoute, {
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    expect(await screen.findByText("Please sign in to access your dashboard")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/profile?returnTo=%2Fdashboard"));
  });
});
