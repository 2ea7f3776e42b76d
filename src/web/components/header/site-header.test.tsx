import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/roles";
import { openAccountMenu } from "../../../../tests/components/account-menu";
import { api, HttpResponse, http } from "../../../../tests/components/api";
import {
  myProfile,
  signedIn,
  signedInAs,
  viewerOf,
} from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import { SiteHeader } from "./site-header";

const MENU_ITEMS = ["Dashboard", "View Profile", "Settings", "Saved Properties"];
const ANYWHERE = { path: "*", Component: () => <h1>Another page</h1> };

function answerUnread() {
  api.use(
    http.get("*/api/conversations/unread", () => HttpResponse.json({ member: 0, realtor: 0 })),
    http.get("*/api/notifications", () =>
      HttpResponse.json({ items: [], unreadCount: 0, nextCursor: null }),
    ),
  );
}

describe("SiteHeader", () => {
  it("offers visitors the main links and Sign in, leading to /profile", async () => {
    const { user, location } = renderRoute("/search", SiteHeader, { routes: [ANYWHERE] });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Properties", "Reels", "Realtors", "Photographers", "Blog"]);
    await user.click(await screen.findByRole("link", { name: "Sign in" }));
    await waitFor(() => expect(location()).toBe("/profile"));
  });

  const cases: [Role, string | null][] = [
    ["user", null],
    ["photographer", null],
    ["realtor", "/dashboard?tab=listings"],
    ["admin", "/admin"],
  ];
  for (const [role, adminHref] of cases) {
    it(`shows the ${role} role the account menu${adminHref ? " with" : " without"} Admin Dashboard`, async () => {
      const viewer = signedInAs(role);
      answerUnread();
      const { user, location } = renderRoute("/", SiteHeader, { viewer, routes: [ANYWHERE] });
      const menu = await openAccountMenu(user);
      expect(await within(menu).findByText(viewer.name)).toBeTruthy();
      for (const item of MENU_ITEMS)
        expect(within(menu).getByRole("menuitem", { name: item })).toBeTruthy();
      const admin = within(menu).queryByRole("menuitem", { name: "Admin Dashboard" });
      expect(admin?.getAttribute("href") ?? null).toBe(adminHref);
      expect(within(menu).getByRole("menuitem", { name: /^Messages/ })).toBeTruthy();
      expect(within(menu).queryAllByRole("menuitem", { name: /^Inbox/ })).toHaveLength(
        role === "realtor" ? 1 : 0,
      );
      expect(within(menu).getByRole("menuitem", { name: "Sign out" })).toBeTruthy();

      await user.click(within(menu).getByRole("menuitem", { name: "Settings" }));
      await waitFor(() => expect(location()).toBe("/dashboard?tab=settings"));
    });
  }

  it("names the member in their chosen format", async () => {
    signedIn(myProfile({ displayNameFormat: "initials" }));
    answerUnread();
    const { user } = renderRoute("/", SiteHeader, { viewer: viewerOf() });
    const menu = await openAccountMenu(user);
    expect(await within(menu).findByText("PM")).toBeTruthy();
  });

  it("signs out from the menu", async () => {
    signedIn();
    answerUnread();
    let signedOut = 0;
    api.use(
      http.post("*/api/auth/sign-out", () => {
        signedOut += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, location } = renderRoute("/dashboard", SiteHeader, {
      viewer: viewerOf(),
      routes: [{ path: "/", Component: SiteHeader }],
    });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByText("You have been successfully signed out.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(signedOut).toBe(1);
    expect(location()).toBe("/");
  });
});
