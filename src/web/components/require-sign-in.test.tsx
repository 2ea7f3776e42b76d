import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedIn, viewerOf } from "../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../tests/components/render";
import { RequireSignIn } from "./require-sign-in";

function MembersPage() {
  return (
    <RequireSignIn message="Please sign in to access your dashboard">
      <h1>Members only</h1>
    </RequireSignIn>
  );
}

const SIGN_IN_PAGE = { path: "/profile", Component: () => <h1>Sign in page</h1> };

describe("RequireSignIn", () => {
  it("sends a visitor to sign in with a toast, and back to this page afterwards", async () => {
    const { location } = renderRoute("/dashboard", MembersPage, { routes: [SIGN_IN_PAGE] });
    expect(await screen.findByText("Please sign in to access your dashboard")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/profile?returnTo=%2Fdashboard"));
    expect(screen.queryByRole("heading", { name: "Members only" })).toBeNull();
  });

  it("keeps the page's query in the way back", async () => {
    const { location } = renderRoute("/dashboard", MembersPage, {
      at: "/dashboard?tab=saved",
      routes: [SIGN_IN_PAGE],
    });
    await waitFor(() =>
      expect(location()).toBe(`/profile?returnTo=${encodeURIComponent("/dashboard?tab=saved")}`),
    );
  });

  it("shows the page to a member", async () => {
    signedIn();
    const { location } = renderRoute("/dashboard", MembersPage, { viewer: viewerOf() });
    expect(await screen.findByRole("heading", { name: "Members only" })).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/dashboard"));
  });
});
