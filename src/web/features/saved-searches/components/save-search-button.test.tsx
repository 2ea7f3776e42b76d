import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answerSavedSearches } from "../../../../../tests/components/fixtures/saved-searches";
import { signedIn } from "../../../../../tests/components/fixtures/viewer";
import { currentUrl, LocationProbe } from "../../../../../tests/components/location";
import { renderRoute } from "../../../../../tests/components/render";
import { SaveRecentSearchButton } from "./save-recent-search-button";
import { SaveSearchButton } from "./save-search-button";

const smallHomes = { q: "zedtown", types: ["House", "Condo"], maxPrice: 500_000 } as const;
const SMALL_HOMES_QUERY = "q=zedtown&maxPrice=500000&types=House%2CCondo";

function SearchWithSave() {
  return (
    <>
      <SaveSearchButton fields={{ ...smallHomes, types: [...smallHomes.types] }} />
      <LocationProbe />
    </>
  );
}

describe("SaveSearchButton", () => {
  it("saves by keyboard with a suggested name and the member's alerts, and keeps the focus", async () => {
    const { calls } = answerSavedSearches([], "daily");
    const { user } = renderRoute("/search", SearchWithSave, { viewer: signedIn() });
    const save = await screen.findByRole("button", { name: "Save search" });
    save.focus();
    await user.keyboard("{Enter}");
    const dialog = within(await screen.findByRole("dialog", { name: "Save search" }));
    const name = dialog.getByLabelText("Name");
    await waitFor(() =>
      expect(name).toHaveProperty("value", "House or Condo in Zedtown under $500,000"),
    );
    // The member's e-mail frequency (daily by default) is where the alerts start.
    expect(dialog.getByLabelText("E-mail alerts")).toHaveProperty("value", "daily");
    await user.selectOptions(dialog.getByLabelText("E-mail alerts"), "weekly");
    await user.clear(name);
    await user.type(name, "Small homes{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/saved-searches",
        body: { query: SMALL_HOMES_QUERY, name: "Small homes", frequency: "weekly" },
      },
    ]);
    // The keyboard stays where it was: on the control that now says the search is saved.
    const saved = await screen.findByRole("link", { name: /^Search saved as "Small homes"/ });
    await waitFor(() => expect(document.activeElement).toBe(saved));
  });

  it("asks a visitor to sign in, coming back to save after", async () => {
    const { user } = renderRoute("/search", SearchWithSave, {
      at: `/search?${SMALL_HOMES_QUERY}`,
      routes: [{ path: "/profile", Component: LocationProbe }],
    });
    await user.click(await screen.findByRole("link", { name: "Save search" }));
    expect(await screen.findByText("Please sign in to save searches.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/profile\?returnTo=/));
    const returnTo = new URLSearchParams(currentUrl()?.split("?")[1]).get("returnTo");
    expect(returnTo).toBe(`/search?${SMALL_HOMES_QUERY}&intent=save-search%3Athis`);
  });
});

describe("SaveRecentSearchButton", () => {
  it("saves a recent search under its suggested name, then says Saved", async () => {
    const { calls } = answerSavedSearches();
    const viewer = signedIn();
    const { user } = renderRoute(
      "/dashboard",
      () => (
        <SaveRecentSearchButton
          userId={viewer.id}
          query="q=zedtown&beds=2"
          label={'"zedtown" · 2+ beds'}
        />
      ),
      { viewer },
    );
    await user.click(
      await screen.findByRole("button", { name: 'Save search: "zedtown" · 2+ beds' }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Save search" }));
    await waitFor(() =>
      expect(dialog.getByLabelText("Name")).toHaveProperty("value", "2+ beds in Zedtown"),
    );
    await user.click(dialog.getByRole("button", { name: "Save search" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Save search:/ })).toBeNull();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/saved-searches",
        body: { query: "q=zedtown&beds=2", name: "2+ beds in Zedtown", frequency: "daily" },
      },
    ]);
  });
});
