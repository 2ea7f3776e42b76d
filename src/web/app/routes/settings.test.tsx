import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
import type { LoaderArgs } from "../load-context";
import SettingsRoute, { loader } from "./settings";

/** The route's server loader for `url`, with a session or without one. */
async function load(url: string, signedIn: boolean) {
  const args = {
    request: new Request(`http://localhost:3000${url}`),
    context: {
      // The API in-process, as the visitor's session answers it.
      api: async (path: string) =>
        Response.json(
          path === "/api/auth/get-session" && signedIn
            ? { user: { id: "member", name: "Member", role: "user" } }
            : null,
        ),
    },
  } as unknown as LoaderArgs;
  try {
    return await loader(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("/settings", () => {
  it("forwards a member to the section of the dashboard's settings", async () => {
    const answer = (await load("/settings?section=security", true)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard?tab=settings&section=security");
  });

  it("sends a visitor to sign in, and back to settings afterwards", async () => {
    expect(await load("/settings", false)).toBeNull();
    const { location } = renderRoute("/settings", SettingsRoute, {
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    expect(await screen.findByText("Please sign in to access settings")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/profile?returnTo=%2Fsettings"));
  });
});
