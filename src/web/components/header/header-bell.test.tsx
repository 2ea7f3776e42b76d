import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppNotification, NotificationList } from "@/shared/notifications";
import { api, HttpResponse, http } from "../../../../tests/components/api";
import { signedInAs } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import { HeaderBell } from "./header-bell";

const ANYWHERE = { path: "*", Component: () => <h1>Another page</h1> };

function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: "10000000-0000-4000-8000-000000000001",
    kind: "tour_update",
    title: "Your tour was confirmed",
    body: "",
    link: "/property/abc",
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function answer(list: NotificationList | "error", unread = { member: 0, realtor: 0 }) {
  api.use(
    http.get("*/api/notifications", () =>
      list === "error"
        ? HttpResponse.json({ code: "internal", message: "Down" }, { status: 503 })
        : HttpResponse.json(list),
    ),
    http.get("*/api/conversations/unread", () => HttpResponse.json(unread)),
  );
}

async function openBell(user: ReturnType<typeof renderRoute>["user"], name: string | RegExp) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("menu");
}

describe("HeaderBell", () => {
  it("renders nothing for visitors", async () => {
    renderRoute("/", () => (
      <>
        <HeaderBell />
        <p>Page</p>
      </>
    ));
    expect(await screen.findByText("Page")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });

  it("counts unread notifications and messages, and lists the latest", async () => {
    const read = notification({
      id: "10000000-0000-4000-8000-000000000002",
      title: "Price dropped",
      readAt: new Date().toISOString(),
    });
    answer(
      { items: [notification(), read], unreadCount: 2, nextCursor: null },
      {
        member: 1,
        realtor: 0,
      },
    );
    let marked = "";
    api.use(
      http.post("*/api/notifications/:id/read", ({ params }) => {
        marked = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, location } = renderRoute("/", HeaderBell, {
      viewer: signedInAs("user"),
      routes: [ANYWHERE],
    });
    const menu = await openBell(user, "Notifications, 3 unread");
    const items = await within(menu).findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Unread messages1 unread",
      "Your tour was confirmed (unread)5 minutes ago",
      "Price dropped5 minutes ago",
      "See all notifications",
    ]);
    expect(items[0]?.getAttribute("href")).toBe("/dashboard?tab=messages");
    expect(items[3]?.getAttribute("href")).toBe("/dashboard?tab=notifications");

    await user.click(items[1] as HTMLElement);
    await waitFor(() => expect(location()).toBe("/property/abc"));
    await waitFor(() => expect(marked).toBe("10000000-0000-4000-8000-000000000001"));
  });

  it("offers a realtor's inbox line", async () => {
    answer({ items: [], unreadCount: 0, nextCursor: null }, { member: 0, realtor: 2 });
    const { user } = renderRoute("/", HeaderBell, { viewer: signedInAs("realtor") });
    const menu = await openBell(user, "Notifications, 2 unread");
    const inbox = await within(menu).findByRole("menuitem", { name: /Unread inbox messages/ });
    expect(inbox.getAttribute("href")).toBe("/dashboard?tab=inbox");
  });

  it("says when there is nothing yet", async () => {
    answer({ items: [], unreadCount: 0, nextCursor: null });
    const { user } = renderRoute("/", HeaderBell, { viewer: signedInAs("user") });
    const menu = await openBell(user, "Notifications");
    expect(await within(menu).findByText("No notifications yet.")).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "See all notifications" })).toBeTruthy();
  });

  it("says when the notifications could not be loaded", async () => {
    answer("error");
    const { user } = renderRoute("/", HeaderBell, { viewer: signedInAs("user") });
    const menu = await openBell(user, "Notifications");
    expect((await within(menu).findByRole("alert")).textContent).toMatch(/could not be loaded/);
  });
});
