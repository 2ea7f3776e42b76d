import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  answerSavedSearches,
  savedSearch,
} from "../../../../../tests/components/fixtures/saved-searches";
import { signedIn } from "../../../../../tests/components/fixtures/viewer";
import { currentUrl, LocationProbe } from "../../../../../tests/components/location";
import { renderRoute } from "../../../../../tests/components/render";
import { SavedSearchesPanel } from "./saved-searches-panel";

function renderPanel() {
  const viewer = signedIn();
  return renderRoute("/dashboard", () => <SavedSearchesPanel userId={viewer.id} />, {
    viewer,
    routes: [{ path: "/search", Component: LocationProbe }],
  });
}

/** The row of the saved search named `name`. */
async function row(name: string) {
  const heading = await screen.findByRole("heading", { name });
  return within(heading.closest("li") as HTMLElement);
}

describe("SavedSearchesPanel", () => {
  it("shows each search's criteria and alerts, and opens it as a search", async () => {
    const search = savedSearch({
      name: "3 beds in Zedville",
      query: "q=zedville&beds=3",
      label: '"zedville" · 3 beds',
      frequency: "weekly",
    });
    const { calls } = answerSavedSearches([search]);
    const { user } = renderPanel();
    const found = await row("3 beds in Zedville");
    expect(found.getByText('"zedville" · 3 beds')).toBeTruthy();
    expect(found.getByLabelText("E-mail alerts")).toHaveProperty("value", "weekly");
    expect(
      found
        .getByRole("link", { name: "How alerts relate to your e-mail settings" })
        .getAttribute("href"),
    ).toBe("/dashboard?tab=settings&section=notifications#email-and-alerts");
    const open = found.getByRole("link", { name: "Open 3 beds in Zedville" });
    expect(open.getAttribute("href")).toBe("/search?q=zedville&beds=3");
    await user.click(open);
    await waitFor(() => expect(currentUrl()).toBe("/search?q=zedville&beds=3"));
    // Opening it marks its matches seen.
    await waitFor(() =>
      expect(calls).toEqual([{ method: "POST", path: `/api/saved-searches/${search.id}/seen` }]),
    );
  });

  it("renames, pauses, changes the alerts, resumes and deletes", async () => {
    const search = savedSearch({ name: "3 beds in Zedville" });
    const { calls } = answerSavedSearches([search]);
    const { user } = renderPanel();
    const path = `/api/saved-searches/${search.id}`;

    await user.click((await row("3 beds in Zedville")).getByRole("button", { name: /^Rename/ }));
    const rename = within(await screen.findByRole("dialog", { name: "Rename saved search" }));
    await user.clear(rename.getByLabelText("Name"));
    await user.type(rename.getByLabelText("Name"), "Family homes");
    await user.click(rename.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const renamed = await row("Family homes");
    await user.click(renamed.getByRole("button", { name: "Pause alerts for Family homes" }));
    expect(await renamed.findByText("Paused")).toBeTruthy();
    await user.selectOptions(renamed.getByLabelText("E-mail alerts"), "instant");
    await waitFor(() =>
      expect(renamed.getByLabelText("E-mail alerts")).toHaveProperty("value", "instant"),
    );
    await user.click(renamed.getByRole("button", { name: "Resume alerts for Family homes" }));
    await waitFor(() => expect(renamed.queryByText("Paused")).toBeNull());

    await user.click(renamed.getByRole("button", { name: "Delete Family homes" }));
    const confirm = within(
      await screen.findByRole("alertdialog", { name: "Delete saved search?" }),
    );
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "No Saved Searches" })).toBeTruthy();

    expect(calls).toEqual([
      { method: "PATCH", path, body: { name: "Family homes" } },
      { method: "PATCH", path, body: { paused: true } },
      { method: "PATCH", path, body: { frequency: "instant" } },
      { method: "PATCH", path, body: { paused: false } },
      { method: "DELETE", path },
    ]);
  });
});
