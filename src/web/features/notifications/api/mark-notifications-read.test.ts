import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { AppNotification, NotificationList } from "@/shared/notifications";
import { withRead } from "./mark-notifications-read";

function notification(id: string, readAt: string | null): AppNotification {
  return {
    id,
    kind: "inquiry_received",
    title: `Message ${id}`,
    body: "",
    link: null,
    readAt,
    createdAt: "2024-06-01T10:00:00.000Z",
  };
}

const page = (items: AppNotification[], nextCursor: string | null): NotificationList => ({
  items,
  unreadCount: 5,
  nextCursor,
});

/** Two loaded pages; the count is of all unread ones, loaded or not. */
const list: InfiniteData<NotificationList> = {
  pages: [
    page([notification("a", null), notification("b", "2024-06-02T00:00:00.000Z")], "next"),
    page([notification("c", null)], null),
  ],
  pageParams: [null, "next"],
};

const items = (data: InfiniteData<NotificationList>) =>
  data.pages.flatMap((loaded) => loaded.items);

describe("withRead", () => {
  it("reads one notification and lowers the count by one", () => {
    const next = withRead(list, ["a"]);
    expect(items(next).map((item) => item.readAt !== null)).toEqual([true, true, false]);
    expect(next.pages.map((loaded) => loaded.unreadCount)).toEqual([4, 4]);
  });

  it("leaves the count alone for one already read", () => {
    expect(withRead(list, ["b"]).pages[0]?.unreadCount).toBe(5);
    expect(items(withRead(list, ["b"]))[1]?.readAt).toBe("2024-06-02T00:00:00.000Z");
  });

  it("reads them all, including unread ones beyond the list", () => {
    const next = withRead(list, null);
    expect(items(next).every((item) => item.readAt !== null)).toBe(true);
    expect(next.pages.map((loaded) => loaded.unreadCount)).toEqual([0, 0]);
  });

  it("lowers the count on every page for one read on a later page", () => {
    const next = withRead(list, ["c"]);
    expect(next.pages.map((loaded) => loaded.unreadCount)).toEqual([4, 4]);
    expect(next.pageParams).toEqual([null, "next"]);
  });
});
