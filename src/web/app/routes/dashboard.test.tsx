import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
import DashboardRoute from "./dashboard";

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
