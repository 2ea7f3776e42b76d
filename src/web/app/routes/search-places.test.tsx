import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { listingSummary } from "../../../../tests/components/fixtures/listings";
import { currentUrl } from "../../../../tests/components/location";
import {
  answerSearches,
  lastFilters,
  renderSearch,
} from "../../../../tests/components/search-page";
import { phoneViewport } from "../../../../tests/components/viewport";

const PLACES = {
  austi: [
    { text: "Austin, TX", detail: null, homes: 100 },
    { text: "Austin, AR", detail: null, homes: 0 },
  ],
  austin: [{ text: "Austin, TX", detail: null, homes: 100 }],
  "78745": [{ text: "78745", detail: "Austin, TX", homes: 1 }],
  "7874": [
    { text: "78741", detail: "Austin, TX", homes: 12 },
    { text: "78745", detail: "Austin, TX", homes: 1 },
  ],
  portl: [{ text: "Portland, OR", detail: null, homes: 3 }],
};

/** The search page with its box, answering searches with one home and places from PLACES. */
async function openSearch() {
  const asked = answerSearches([listingSummary({ title: "Modern Farmhouse" })], PLACES);
  const { user } = renderSearch();
  const box = await screen.findByRole("combobox", { name: "Search properties" });
  return { asked, user, box };
}

function places() {
  return screen.getByRole("listbox", { name: "Places" });
}

describe("/search place suggestions", () => {
  // The phone's layout shows the list without the map, which needs WebGL that a test DOM lacks.
  beforeEach(phoneViewport);

  it("Down moves to the first with the focus kept in the box, and Enter picks it", async () => {
    const { asked, user, box } = await openSearch();
    await user.type(box, "austi");
    expect(await screen.findByRole("option", { name: "Austin, TX, 100+ homes" })).toBeTruthy();
    // A place without listings still shows, and says so.
    expect(screen.getByRole("option", { name: "Austin, AR, No homes yet" })).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("true");

    await user.keyboard("{ArrowDown}");
    const first = within(places()).getAllByRole("option")[0] as HTMLElement;
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(first.id);
    expect(document.activeElement).toBe(box);

    await user.keyboard("{Enter}");
    expect((box as HTMLInputElement).value).toBe("Austin, TX");
    expect(screen.queryByRole("listbox", { name: "Places" })).toBeNull();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(currentUrl()).toBe("/search?q=Austin%2C+TX"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=Austin%2C+TX"));
  });

  it("shows a ZIP with its city; Up from none goes to the last and Down wraps to the first", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "7874");
    const last = await screen.findByRole("option", { name: "78745, Austin, TX, 1 home" });
    const first = screen.getByRole("option", { name: "78741, Austin, TX, 12 homes" });
    await user.keyboard("{ArrowUp}");
    expect(last.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(last.getAttribute("aria-selected")).toBe("false");
    await user.keyboard("{ArrowUp}{Enter}");
    expect((box as HTMLInputElement).value).toBe("78745");
    await waitFor(() => expect(currentUrl()).toBe("/search?q=78745"));
  });

  it("Escape closes the list and keeps the text", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "portl");
    expect(await screen.findByRole("option", { name: "Portland, OR, 3 homes" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox", { name: "Places" })).toBeNull();
    expect((box as HTMLInputElement).value).toBe("portl");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter with no suggestion chosen searches the typed text and closes the list", async () => {
    const { asked, user, box } = await openSearch();
    await user.type(box, "austin");
    expect(await screen.findByRole("option", { name: "Austin, TX, 100+ homes" })).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(currentUrl()).toBe("/search?q=austin"));
    await waitFor(() => expect(lastFilters(asked)).toBe("q=austin"));
    expect(screen.queryByRole("listbox", { name: "Places" })).toBeNull();
    expect((box as HTMLInputElement).value).toBe("austin");
  });

  it("a suggestion picked by pointer searches for it", async () => {
    const { user, box } = await openSearch();
    await user.type(box, "portl");
    await user.click(await screen.findByRole("option", { name: "Portland, OR, 3 homes" }));
    expect((box as HTMLInputElement).value).toBe("Portland, OR");
    await waitFor(() => expect(currentUrl()).toBe("/search?q=Portland%2C+OR"));
  });
});
