import { screen, waitFor, within } from "@testing-library/react";
import { PointerEventsCheckLevel, userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { listingPhoto } from "../../../../../tests/components/fixtures/listings";
import {
  managedListing,
  managedPage,
} from "../../../../../tests/components/fixtures/managed-properties";
import { placesHandler } from "../../../../../tests/components/fixtures/places";
import { signedInAs } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { PropertiesManager } from "./properties-manager";

// The position map needs WebGL, which only a real browser has; the coordinates' fields stay.
vi.mock("./position-map", () => ({ default: () => null }));

const QUESTION = "You have unsaved changes. If you close now, they will be lost.";

/**
 * The manager of `role` with `listings` in its table; keeps each save it is sent (none is
 * expected unless a test presses Save).
 */
function renderManager(role: "admin" | "realtor", listings: ManagedPropertyDetail[] = []) {
  const saves: { method: string; body: unknown }[] = [];
  api.use(
    http.get("*/api/manage/properties", () => HttpResponse.json(managedPage(listings))),
    ...listings.map((listing) =>
      http.get(`*/api/manage/properties/${listing.id}`, () => HttpResponse.json(listing)),
    ),
    http.get("*/api/manage/realtors", () => HttpResponse.json([])),
    // The edit dialog looks up the listing's ZIP to say where its pin came from.
    placesHandler(),
    ...["*/api/manage/properties", "*/api/manage/properties/:id"].flatMap((path) =>
      [http.post, http.put].map((method) =>
        method(path, async ({ request }) => {
          saves.push({ method: request.method, body: await request.json() });
          return HttpResponse.json({ id: listings[0]?.id ?? "new" });
        }),
      ),
    ),
  );
  const view = renderRoute(
    "/manage",
    () => <PropertiesManager heading={<h1>Properties</h1>} asAdmin={role === "admin"} />,
    { viewer: signedInAs(role) },
  );
  return { ...view, saves };
}

/**
 * A click on the page around the dialogs. A modal dialog turns off pointer events on the page
 * (its overlay takes such clicks in a browser), which user-event would refuse to click through.
 */
async function clickOutside() {
  await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(document.body);
}

const discardQuestion = () => screen.queryByRole("alertdialog", { name: "Discard changes?" });

/** Waits until the focus is inside `dialog`, as a dialog takes it when it opens. */
async function expectFocusIn(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}

async function openAdd(user: ReturnType<typeof renderManager>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Add Property" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Property" });
  await expectFocusIn(dialog);
  return dialog;
}

async function openEdit(user: ReturnType<typeof renderManager>["user"], title: string) {
  await user.click(await screen.findByRole("button", { name: `Edit ${title}` }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Property" });
  expect(await within(dialog).findByLabelText("Title")).toHaveProperty("value", title);
  await expectFocusIn(dialog);
  return dialog;
}

describe("the listing dialog's unsaved changes", () => {
  it("Escape asks; Keep editing keeps the text; Discard closes", async () => {
    const { user, saves } = renderManager("admin");
    const dialog = await openAdd(user);
    const title = within(dialog).getByLabelText("Title");
    await user.type(title, "Draft");

    await user.keyboard("{Escape}");
    const question = await screen.findByRole("alertdialog", { name: "Discard changes?" });
    expect(within(question).getByText(QUESTION)).toBeTruthy();
    // The safe choice has the focus, and the focus stays inside the question.
    const keep = within(question).getByRole("button", { name: "Keep editing" });
    const discard = within(question).getByRole("button", { name: "Discard" });
    expect(document.activeElement).toBe(keep);
    await user.tab();
    expect(document.activeElement).toBe(discard);
    await user.tab();
    expect(document.activeElement).toBe(keep);

    // Keep editing closes only the question; the text and the focus are where they were.
    await user.click(keep);
    expect(discardQuestion()).toBeNull();
    expect(title).toHaveProperty("value", "Draft");
    expect(document.activeElement).toBe(title);

    // Escape on the question means Keep editing too.
    await user.keyboard("{Escape}");
    await expectFocusIn(await screen.findByRole("alertdialog", { name: "Discard changes?" }));
    await user.keyboard("{Escape}");
    expect(discardQuestion()).toBeNull();
    expect(title).toHaveProperty("value", "Draft");

    // The close button and Cancel ask as well.
    for (const closer of ["Close", "Cancel"]) {
      await user.click(within(dialog).getByRole("button", { name: closer }));
      await user.click(await screen.findByRole("button", { name: "Keep editing" }));
      expect(discardQuestion()).toBeNull();
    }
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    // Discard closes both, nothing is saved, and focus goes back to the opener.
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(discardQuestion()).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Add Property" })).toBeNull();
    const add = screen.getByRole("button", { name: "Add Property" });
    await waitFor(() => expect(document.activeElement).toBe(add));
    const again = await openAdd(user);
    expect(within(again).getByLabelText("Title")).toHaveProperty("value", "");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Add Property" })).toBeNull();
    expect(saves).toEqual([]);
  });

  it("asks on a click outside, and a click outside the question does not dismiss it", async () => {
    const { user } = renderManager("admin");
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Title"), "Draft");
    await clickOutside();
    expect(await screen.findByRole("alertdialog", { name: "Discard changes?" })).toBeTruthy();
    await clickOutside();
    expect(discardQuestion()).not.toBeNull();
    expect(screen.getByRole("dialog", { name: "Add Property", hidden: true })).toBeTruthy();
  });

  it("closes an untouched dialog at once, and one whose change was typed back", async () => {
    const own = managedListing({ title: "Untouched Home" });
    const { user, saves } = renderManager("realtor", [own]);
    await openAdd(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Add Property" })).toBeNull();
    expect(discardQuestion()).toBeNull();

    const edit = await openEdit(user, own.title);
    await user.click(within(edit).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Edit Property" })).toBeNull();
    expect(discardQuestion()).toBeNull();

    // Typed and then put back as it was: nothing to lose.
    const again = await openEdit(user, own.title);
    const title = within(again).getByLabelText("Title");
    await user.type(title, "!");
    await user.type(title, "{Backspace}");
    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "Edit Property" })).toBeNull();
    expect(discardQuestion()).toBeNull();
    expect(saves).toEqual([]);
  });

  it("asks when the photos changed, and a save closes at once", async () => {
    const photos = ["Front", "Kitchen", "Garden"].map((label, index) =>
      listingPhoto(label, { isCover: index === 0 }),
    );
    const own = managedListing({ title: "Photo Home", images: photos });
    const { user, saves } = renderManager("realtor", [own]);
    const discard = async () => {
      await user.click(await screen.findByRole("button", { name: "Discard" }));
      expect(screen.queryByRole("dialog", { name: "Edit Property" })).toBeNull();
    };

    // Removing a photo asks.
    let edit = await openEdit(user, own.title);
    await user.click(within(edit).getByRole("button", { name: "Remove Photo 2" }));
    await user.keyboard("{Escape}");
    await discard();

    // Reordering asks too; the dialog starts again from the listing's three photos.
    edit = await openEdit(user, own.title);
    const list = within(edit).getByRole("list", { name: "Photos" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(edit).getByRole("button", { name: "Move Photo 3 earlier" }));
    await user.click(within(edit).getByRole("button", { name: "Cancel" }));
    await discard();

    // So does choosing another cover; the save then closes at once.
    edit = await openEdit(user, own.title);
    expect(within(edit).getByLabelText("Label for Photo 3")).toHaveProperty("value", "Garden");
    await user.click(within(edit).getByRole("radio", { name: "Cover: Photo 3" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "Discard changes?" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(discardQuestion()).toBeNull();
    await user.click(within(edit).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Property updated")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Edit Property" })).toBeNull();
    expect(discardQuestion()).toBeNull();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.method).toBe("PUT");
    expect(saves[0]?.body).toMatchObject({
      images: photos.map((photo) => ({
        id: photo.id,
        label: photo.label,
        isCover: photo.label === "Garden",
      })),
    });
  });
});
