import { screen, waitFor, within } from "@testing-library/react";
import { useParams } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ListingDraft } from "@/shared/listing-drafts";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { api, apiError, delay, HttpResponse, http } from "../../../../../tests/components/api";
import { listingPhoto } from "../../../../../tests/components/fixtures/listings";
import {
  MANAGER_FORM_PATHS,
  managedListing,
  managedPage,
} from "../../../../../tests/components/fixtures/managed-properties";
import { placesHandler } from "../../../../../tests/components/fixtures/places";
import { signedInAs } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { ListingFormPage } from "./listing-form-page";
import { PropertiesManager } from "./properties-manager";

// The position map needs WebGL, which only a real browser has; the coordinates' fields stay.
vi.mock("./position-map", () => ({ default: () => null }));

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Keeps a write's method, path and JSON body. */
async function keepBody(sent: Sent[], request: Request) {
  const text = request.method === "DELETE" ? "" : await request.text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : null,
  });
}

/** The API of the form: `listings` to edit, the draft kept so far; keeps every write sent. */
function serve(listings: ManagedPropertyDetail[], draft: ListingDraft | null = null) {
  const sent: Sent[] = [];
  const keep = (request: Request) => keepBody(sent, request);
  api.use(
    http.get("*/api/manage/properties", () => HttpResponse.json(managedPage(listings))),
    ...listings.map((listing) =>
      http.get(`*/api/manage/properties/${listing.id}`, () => HttpResponse.json(listing)),
    ),
    http.get("*/api/manage/realtors", () => HttpResponse.json([])),
    http.get("*/api/manage/drafts/:listing", () => HttpResponse.json({ draft })),
    http.put("*/api/manage/drafts/:listing", async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ updatedAt: "2026-03-02T10:00:00.000Z" });
    }),
    http.delete("*/api/manage/drafts/:listing", async ({ request }) => {
      await keep(request);
      return new HttpResponse(null, { status: 204 });
    }),
    // The form looks up the listing's ZIP to say where its pin came from.
    placesHandler(),
    ...["*/api/manage/properties", "*/api/manage/properties/:id"].flatMap((path) =>
      [http.post, http.put].map((method) =>
        method(path, async ({ request }) => {
          await keep(request);
          return HttpResponse.json({ id: listings[0]?.id ?? "new" });
        }),
      ),
    ),
  );
  return sent;
}

const saves = (sent: Sent[]) =>
  sent.filter((entry) => entry.path.startsWith("/api/manage/properties"));

/** The realtor's form page at `at` (new, or a listing's edit), with the listings page to go back to. */
function renderPage(at: string) {
  function Page() {
    const { id } = useParams();
    return <ListingFormPage listingId={id} asAdmin={false} backTo="/listings" />;
  }
  return renderRoute("/listings/:id/edit", Page, {
    at,
    viewer: signedInAs("realtor"),
    routes: [
      { path: "/listings/new", Component: Page },
      { path: "/listings", Component: () => <h1>My Listings</h1> },
    ],
  });
}

const leaveQuestion = () => screen.queryByRole("alertdialog", { name: "Leave without saving?" });

describe("the listing manager", () => {
  it("opens the form's pages for Add Property and Edit", async () => {
    const own = managedListing({ title: "Corner House" });
    serve([own]);
    const { user, location } = renderRoute(
      "/listings",
      () => (
        <PropertiesManager
          heading={<h1>Properties</h1>}
          asAdmin={false}
          formPaths={MANAGER_FORM_PATHS}
        />
      ),
      {
        viewer: signedInAs("realtor"),
        routes: [{ path: "/listings/*", Component: () => <p>Form</p> }],
      },
    );
    expect((await screen.findByRole("link", { name: "Add Property" })).getAttribute("href")).toBe(
      "/listings/new",
    );
    await user.click(await screen.findByRole("button", { name: "Edit Corner House" }));
    expect(location()).toBe(`/listings/${own.id}/edit`);
  });
});

describe("the listing form page", () => {
  it("shows the listing loading, then its form in sections with a section list", async () => {
    const own = managedListing({ title: "Loaded Home" });
    api.use(
      http.get(`*/api/manage/properties/${own.id}`, async () => {
        await delay(50);
        return HttpResponse.json(own);
      }),
    );
    serve([]);
    renderPage(`/listings/${own.id}/edit`);
    expect(await screen.findByText("Loading property...")).toBeTruthy();
    expect(await screen.findByLabelText("Title")).toHaveProperty("value", "Loaded Home");
    expect(screen.getByRole("heading", { level: 1, name: "Edit Property" })).toBeTruthy();
    for (const section of ["Basics", "Place", "Details", "Photos"]) {
      expect(screen.getByRole("region", { name: section })).toBeTruthy();
    }
    const nav = screen.getByRole("navigation", { name: "Form sections" });
    expect(within(nav).getAllByRole("link", { name: "Basics" })[0]?.getAttribute("href")).toBe(
      "#listing-basics",
    );
    // Rental terms are a section of a rental only.
    expect(screen.queryByRole("region", { name: "Rental terms" })).toBeNull();
  });

  it("says when the listing cannot be loaded", async () => {
    serve([]);
    api.use(
      http.get("*/api/manage/properties/:id", () =>
        apiError(404, "NOT_FOUND", "Property not found"),
      ),
    );
    renderPage("/listings/0b6f8b9e-0000-4000-8000-000000000000/edit");
    expect(await screen.findByText("Failed to load property")).toBeTruthy();
  });

  it("asks before leaving with unsaved changes; Keep editing keeps them, Leave goes", async () => {
    const sent = serve([]);
    const { user, location } = renderPage("/listings/new");
    const title = await screen.findByLabelText("Title");
    await user.type(title, "Draft");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    const keep = within(question).getByRole("button", { name: "Keep editing" });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(leaveQuestion()).toBeNull();
    expect(title).toHaveProperty("value", "Draft");
    expect(location()).toBe("/listings/new");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "My Listings" })).toBeTruthy();
    // What had not been kept yet goes with the page.
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        method: "PUT",
        path: "/api/manage/drafts/new",
        body: { fields: { title: "Draft" } },
      }),
    );
    expect(saves(sent)).toEqual([]);
  });

  it("leaves at once when nothing changed, or a change was typed back", async () => {
    const own = managedListing({ title: "Untouched Home" });
    const sent = serve([own]);
    const { user } = renderPage(`/listings/${own.id}/edit`);
    const title = await screen.findByLabelText("Title");
    await user.type(title, "!");
    await user.type(title, "{Backspace}");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "My Listings" })).toBeTruthy();
    expect(leaveQuestion()).toBeNull();
    expect(sent).toEqual([]);
  });

  it("keeps what is typed as a draft a moment later", async () => {
    const sent = serve([]);
    const { user } = renderPage("/listings/new");
    await user.type(await screen.findByLabelText("Title"), "Lake cabin");
    expect(
      await screen.findByText("Draft saved at", { exact: false }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: "/api/manage/drafts/new",
        body: expect.objectContaining({ fields: expect.objectContaining({ title: "Lake cabin" }) }),
      }),
    ]);
  });

  it("offers an earlier draft: Restore fills the fields and photos back in", async () => {
    const photos = ["Front", "Kitchen"].map((label, index) =>
      listingPhoto(label, { isCover: index === 0 }),
    );
    const own = managedListing({ title: "Saved Title", images: photos });
    const staged = listingPhoto("Porch");
    const draft: ListingDraft = {
      fields: { title: "Draft Title", bedrooms: "5", unknownField: "ignored" },
      photos: [
        { id: photos[1]?.id ?? "", label: "Kitchen", isCover: true, focus: { x: 0.2, y: 0.75 } },
        {
          uploadId: "7a1e0c1e-0000-4000-8000-000000000001",
          label: "Porch",
          isCover: false,
          image: staged,
        },
      ],
      expiredPhotos: 1,
      updatedAt: "2026-03-01T15:30:00.000Z",
    };
    const sent = serve([own], draft);
    const { user } = renderPage(`/listings/${own.id}/edit`);
    const offer = await screen.findByRole("region", { name: "Unsaved draft" });
    expect(offer.textContent).toMatch(/Restore your draft from Mar 1, 2026, \d+:30 [AP]M\?/);
    expect(within(offer).getByText(/1 photo was uploaded more than a day ago/)).toBeTruthy();
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "Saved Title");

    await user.click(within(offer).getByRole("button", { name: "Restore draft" }));
    expect(screen.queryByRole("region", { name: "Unsaved draft" })).toBeNull();
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "Draft Title");
    expect(screen.getByLabelText("Bedrooms")).toHaveProperty("value", "5");
    expect(screen.getByLabelText<HTMLInputElement>("Label for Photo 1").value).toBe("Kitchen");
    expect(screen.getByLabelText<HTMLInputElement>("Label for Photo 2").value).toBe("Porch");
    expect(screen.getByText("Focal point: 20% across, 75% down")).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Photos" })).getAllByRole("listitem"),
    ).toHaveLength(2);

    // The restored values are unsaved changes: saving sends them, with the staged photo.
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("heading", { name: "My Listings" })).toBeTruthy();
    expect(saves(sent)[0]?.body).toMatchObject({
      title: "Draft Title",
      images: [
        { id: photos[1]?.id, isCover: true, focus: { x: 0.2, y: 0.75 } },
        { uploadId: "7a1e0c1e-0000-4000-8000-000000000001", isCover: false, focus: null },
      ],
    });
    expect(leaveQuestion()).toBeNull();
  });

  it("Discard removes the draft and keeps the saved values", async () => {
    const draft: ListingDraft = {
      fields: { title: "Old idea" },
      photos: [],
      expiredPhotos: 0,
      updatedAt: "2026-03-01T15:30:00.000Z",
    };
    const sent = serve([], draft);
    const { user } = renderPage("/listings/new");
    await user.click(await screen.findByRole("button", { name: "Discard draft" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Unsaved draft" })).toBeNull());
    expect(sent).toEqual([{ method: "DELETE", path: "/api/manage/drafts/new", body: null }]);
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "");
  });

  it("shows a refused save's errors at their fields and focuses the first", async () => {
    const own = managedListing({
      title: "Priced Home",
      images: [listingPhoto("Front", { isCover: true })],
    });
    serve([own]);
    api.use(
      http.put("*/api/manage/properties/:id", () =>
        apiError(400, "VALIDATION_FAILED", "Check the fields", [
          { path: "price", message: "Price is out of range." },
          { path: "zip", message: "Unknown ZIP." },
        ]),
      ),
    );
    const { user } = renderPage(`/listings/${own.id}/edit`);
    await user.type(await screen.findByLabelText("Title"), " 2");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Price is out of range.")).toBeTruthy();
    expect(screen.getByText("Unknown ZIP.")).toBeTruthy();
    const price = screen.getByLabelText("Price ($)");
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(price.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the fields before sending and focuses the first wrong one", async () => {
    const own = managedListing({
      title: "Titled Home",
      images: [listingPhoto("Front", { isCover: true })],
    });
    const sent = serve([own]);
    const { user } = renderPage(`/listings/${own.id}/edit`);
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(saves(sent)).toEqual([]);
  });

  it("changes the listing's status from the page too", async () => {
    const own = managedListing({ title: "Staged Home" });
    const sent = serve([own]);
    api.use(
      http.patch(`*/api/manage/properties/${own.id}/status`, async ({ request }) => {
        await keepBody(sent, request);
        return HttpResponse.json({ id: own.id, status: "pending" });
      }),
    );
    const { user } = renderPage(`/listings/${own.id}/edit`);
    expect(await screen.findByText("For sale", { selector: "strong" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change status" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change status" }));
    await user.selectOptions(dialog.getByRole("combobox", { name: "Status" }), "Pending");
    await user.click(dialog.getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({
        status: "pending",
        expectedOn: null,
        closedPrice: null,
        closedOn: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change status" })).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Edit Property" })).toBeTruthy();
  });
});
