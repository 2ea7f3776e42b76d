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

const list: NotificationList = {
  items: [
    notification("a", null),
    notification("b", "2024-06-02T00:00:00.000Z"),
    notification("c", null),
  ],
  unreadCount: 5,
};

describe("withRead", () => {
  it("reads one notification and lowers the count by one", () => {
    const next = withRead(list, ["a"]);
    expect(next.items.map((item) => item.readAt !== null)).toEqual([true, true, false]);
    expect(next.unreadCount).toBe(4);
  });

  it("leaves the count alone for one already read", () => {
    expect(withRead(list, ["b"]).unreadCount).toBe(5);
    expect(withRead(list, ["b"]).items[1]?.readAt).toBe("2024-06-02T00:00:00.000Z");
  });

  it("reads them all, including unread ones beyond the list", () => {
    const next = withRead(list, null);
    expect(next.items.every((item) => item.readAt !== null)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });
});
