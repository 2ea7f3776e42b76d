import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppNotification, NotificationList } from "@/shared/notifications";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { NotificationsPanel } from "./notifications-panel";

/**
 * GET /api/notifications over `count` notifications ("Message number 1" the oldest), paged by
 * the `limit` and `cursor` the panel sends, with the read ones kept as the server would.
 */
function serveNotifications(count: number) {
  const all: AppNotification[] = Array.from({ length: count }, (_, index) => ({
    id: `n-${count - index}`,
    kind: "inquiry_received",
    title: `Message number ${count - index}`,
    body: "",
    link: null,
    readAt: null,
    createdAt: new Date().toISOString(),
  }));
  const read = (ids: string[]) => {
    for (const item of all) if (ids.includes(item.id)) item.readAt ??= new Date().toISOString();
  };
  api.use(
    http.get("*/api/notifications", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const start = Number(query.get("cursor") ?? 0);
      const end = start + Number(query.get("limit"));
      const page: NotificationList = {
        items: all.slice(start, end),
        unreadCount: all.filter((item) => !item.readAt).length,
        nextCursor: end < all.length ? String(end) : null,
      };
      return HttpResponse.json(page);
    }),
    http.post("*/api/notifications/read-all", () => {
      read(all.map((item) => item.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("*/api/notifications/:id/read", ({ params }) => {
      read([String(params.id)]);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

function openPanel() {
  signedIn();
  return renderRoute("/dashboard", () => <NotificationsPanel userId={myProfile().id} />, {
    at: "/dashboard?tab=notifications",
    viewer: viewerOf(),
    routes: [{ path: "*", Component: () => <h1>Another page</h1> }],
  });
}

describe("NotificationsPanel", () => {
  it("says when there are none", async () => {
    serveNotifications(0);
    openPanel();
    expect(await screen.findByText("You have no new notifications")).toBeTruthy();
    expect(screen.getByText("0 unread")).toBeTruthy();
  });

  it("loads a long list page by page and marks one or all read", async () => {
    serveNotifications(25);
    const { user } = openPanel();
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Message number 25");
    expect(screen.getByText("25 unread")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(within(list).getAllByRole("listitem")[24]?.textContent).toContain("Message number 1");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    // One on the second page lowers the count of all of them.
    await user.click(screen.getByRole("button", { name: "Mark as read: Message number 1" }));
    expect(await screen.findByText("24 unread")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("0 unread")).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(25);
  });

  it("leads to the notification settings in Settings", async () => {
    serveNotifications(0);
    const { user, location } = openPanel();
    expect(screen.queryByRole("switch")).toBeNull();
    await user.click(await screen.findByRole("link", { name: "Settings" }));
    await waitFor(() => expect(location()).toBe("/dashboard?tab=settings&section=notifications"));
  });
});
