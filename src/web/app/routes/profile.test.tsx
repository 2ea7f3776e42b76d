import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import ProfilePage from "./profile";

/** The signed-out /profile at `at`, whose action signs in whoever posts. */
function signInPage(at: string) {
  const posted: string[] = [];
  const view = renderRoute("/profile", ProfilePage, {
    at,
    action: ({ request }) => {
      posted.push(new URL(request.url).search);
      return { intent: "sign-in", ok: true };
    },
    routes: [{ path: "*", Component: () => <h1>Elsewhere</h1> }],
  });
  const signIn = async () => {
    await view.user.type(await screen.findByLabelText("Email"), "uma@example.com");
    await view.user.type(screen.getByLabelText("Password"), "correct-horse");
    await view.user.click(screen.getByRole("button", { name: "Sign In" }));
  };
  return { ...view, posted, signIn };
}

describe("ProfilePage signed out", () => {
  it("goes back to the same-site page it was sent from once signed in", async () => {
    const page = signInPage(`/profile?returnTo=${encodeURIComponent("/search?q=Austin")}`);
    await page.signIn();
    await waitFor(() => expect(page.location()).toBe("/search?q=Austin"));
    // The post carries the way back too, for the server's answer to a plain form.
    expect(page.posted).toEqual([`?returnTo=${encodeURIComponent("/search?q=Austin")}`]);
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
  });

  it("stays on /profile when there is nowhere to go back to", async () => {
    const page = signInPage("/profile");
    await page.signIn();
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    await waitFor(() => expect(page.location()).toBe("/profile"));
  });

  for (const hostile of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    it(`ignores a returnTo of ${hostile}`, async () => {
      const page = signInPage(`/profile?returnTo=${encodeURIComponent(hostile)}`);
      await page.signIn();
      // Sent to the profile without the hostile parameter: the sign-in's move has happened.
      await waitFor(() => expect(page.location()).toBe("/profile"));
      expect(page.posted).toEqual([""]);
    });
  }

  it("keeps the way back on the Create Account tab", async () => {
    const page = signInPage(`/profile?returnTo=${encodeURIComponent("/dashboard")}`);
    await page.user.click(await screen.findByRole("tab", { name: "Create Account" }));
    expect(await screen.findByLabelText("Full Name")).toBeTruthy();
    await waitFor(() =>
      expect(page.location()).toBe(
        `/profile?tab=sign-up&returnTo=${encodeURIComponent("/dashboard")}`,
      ),
    );
  });
});

describe("ProfilePage signed in", () => {
  it("shows a member's profile and the Special Access card", async () => {
    signedIn();
    api.use(http.get("*/api/access-requests/mine", () => HttpResponse.json([])));
    renderRoute("/profile", ProfilePage, { viewer: viewerOf() });
    expect(await screen.findByRole("heading", { name: "My Profile" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Pat Member" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Special Access" })).toBeTruthy();
  });

  it("shows a realtor the role badge and no Special Access card", async () => {
    const realtor = signedIn(myProfile({ role: "realtor", name: "Rey Realtor" }));
    renderRoute("/profile", ProfilePage, { viewer: realtor });
    expect(await screen.findByRole("heading", { name: "Rey Realtor" })).toBeTruthy();
    // The badge beside the name and the Role detail.
    expect(screen.getAllByText("Realtor").length).toBeGreaterThan(0);
    expect(screen.queryByRole("heading", { name: "Special Access" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request Special Access" })).toBeNull();
  });
});
