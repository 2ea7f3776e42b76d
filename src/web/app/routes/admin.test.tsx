import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/roles";
import { signedInAs } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import AdminRoute from "./admin";

const HOME = { path: "/", Component: () => <h1>Home page</h1> };
const SIGN_IN = { path: "/profile", Component: () => <h1>Sign-in page</h1> };

describe("AdminRoute", () => {
  for (const role of ["realtor", "photographer", "user"] as Role[]) {
    it(`sends the ${role} role home`, async () => {
      const { location } = renderRoute("/admin/*", AdminRoute, {
        at: "/admin",
        viewer: signedInAs(role),
        routes: [HOME],
      });
      expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
      await waitFor(() => expect(location()).toBe("/"));
    });
  }

  it("sends a signed-out visitor to sign in, to come back to the screen asked for", async () => {
    const { location } = renderRoute("/admin/*", AdminRoute, {
      at: "/admin/users?tab=pending",
      routes: [HOME, SIGN_IN],
    });
    expect(await screen.findByRole("heading", { name: "Sign-in page" })).toBeTruthy();
    await waitFor(() =>
      expect(location()).toBe(
        `/profile?returnTo=${encodeURIComponent("/admin/users?tab=pending")}`,
      ),
    );
  });
});
