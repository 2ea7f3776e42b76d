import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedIn, viewerOf } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import BottomBar from "./bottom-bar";

const ANYWHERE = { path: "*", Component: BottomBar };

async function slots() {
  const bar = await screen.findByRole("navigation", { name: "Mobile" });
  return within(bar)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("BottomBar", () => {
  it("offers visitors Saved and Sign In, which leads to /profile", async () => {
    const { user, location } = renderRoute("/search", BottomBar, { routes: [ANYWHERE] });
    expect(await slots()).toEqual(["Home", "Search", "Reels", "Saved", "Sign In"]);
    await user.click(screen.getByRole("link", { name: "Sign In" }));
    await waitFor(() => expect(location()).toBe("/profile"));
  });

  it("offers members Dashboard and Profile", async () => {
    signedIn();
    const { user, location } = renderRoute("/search", BottomBar, {
      viewer: viewerOf(),
      routes: [ANYWHERE],
    });
    expect(await slots()).toEqual(["Home", "Search", "Reels", "Dashboard", "Profile"]);
    await user.click(screen.getByRole("link", { name: "Profile" }));
    await waitFor(() => expect(location()).toBe("/profile"));
  });
});
