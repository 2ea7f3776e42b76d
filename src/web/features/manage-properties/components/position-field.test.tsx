import { screen, waitFor, within } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { zipPlacementProblem } from "@/shared/zip-position";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { listingPhoto } from "../../../../../tests/components/fixtures/listings";
import { managedListing } from "../../../../../tests/components/fixtures/managed-properties";
import { PLACES, placesHandler } from "../../../../../tests/components/fixtures/places";
import { signedInAs } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { EMPTY_PROPERTY_FORM, propertyFormFields } from "../property-form-values";
import { PropertyForm } from "./property-form";

// The position map needs WebGL, which only a real browser has; the coordinates' fields stay.
vi.mock("./position-map", () => ({ default: () => null }));

/** The listing form of a realtor, new or editing `listing`. */
function renderForm(listing?: ManagedPropertyDetail) {
  api.use(
    placesHandler(),
    // What is typed is kept as a draft a moment later.
    http.put("*/api/manage/drafts/:listing", () =>
      HttpResponse.json({ updatedAt: new Date().toISOString() }),
    ),
  );
  function Form() {
    const navigate = useNavigate();
    return (
      <PropertyForm
        propertyId={listing?.id}
        defaults={listing ? propertyFormFields(listing) : EMPTY_PROPERTY_FORM}
        images={listing?.images}
        asAdmin={false}
        draft={null}
        onCancel={() => navigate("/listings")}
        onSaved={() => {}}
      />
    );
  }
  const view = renderRoute("/manage", Form, {
    viewer: signedInAs("realtor"),
    routes: [{ path: "/listings", Component: () => <h1>Listings</h1> }],
  });
  const field = (name: string) => screen.getByRole<HTMLInputElement>("combobox", { name });
  const number = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
  return {
    ...view,
    city: () => field("City"),
    zip: () => field("ZIP"),
    state: () => screen.getByLabelText<HTMLSelectElement>("State"),
    latitude: () => number("Latitude"),
    longitude: () => number("Longitude"),
    placeFromAddress: () => screen.queryByRole("button", { name: "Place from address" }),
  };
}

type Form = ReturnType<typeof renderForm>;

async function expectPin(form: Form, place: { latitude: number; longitude: number }) {
  await waitFor(() => {
    expect(form.latitude().value).toBe(String(place.latitude));
    expect(form.longitude().value).toBe(String(place.longitude));
  });
}

async function expectNoPin(form: Form) {
  await waitFor(() => {
    expect(form.latitude().value).toBe("");
    expect(form.longitude().value).toBe("");
  });
}

async function typeZip(form: Form, zip: string) {
  await form.user.clear(form.zip());
  await form.user.type(form.zip(), zip);
}

/** Types the city and ZIP and chooses the state, as a realtor fills a new listing's address. */
async function fillAddress(form: Form, city: string, state: string, zip: string) {
  await form.user.type(await screen.findByRole("combobox", { name: "City" }), city);
  await form.user.selectOptions(form.state(), state);
  await typeZip(form, zip);
}

describe("the listing form's pin, placed from the address", () => {
  it("is placed at the ZIP's centre once city, state and ZIP are in, and says so", async () => {
    const form = renderForm();
    expect(
      await screen.findByText(/^The pin is placed from the ZIP once the city, state and ZIP/),
    ).toBeTruthy();

    // City and ZIP without the state place nothing yet.
    await form.user.type(form.city(), "Austin");
    await typeZip(form, "78704");
    expect(form.latitude().value).toBe("");

    await form.user.selectOptions(form.state(), "TX");
    await expectPin(form, PLACES.austinSouth);
    expect(
      await screen.findByText(
        "Placed from ZIP 78704 (Austin, TX): drag the pin, or move it with the arrow keys, to refine.",
      ),
    ).toBeTruthy();
    // Already there: the action stays in place, but says it has nothing to do.
    expect(form.placeFromAddress()?.getAttribute("aria-disabled")).toBe("true");
  });

  it("moves with the ZIP, typed or picked from the suggestions", async () => {
    const form = renderForm();
    await fillAddress(form, "Austin", "TX", "78704");
    await expectPin(form, PLACES.austinSouth);

    await typeZip(form, "78745");
    await expectPin(form, PLACES.austinFar);
    expect(await screen.findByText(/^Placed from ZIP 78745 \(Austin, TX\)/)).toBeTruthy();

    // Picking a city fills its ZIP, and the pin follows.
    await form.user.clear(form.city());
    await form.user.type(form.city(), "Aus");
    const options = await screen.findByRole("listbox", { name: "City suggestions" });
    await form.user.click(within(options).getByRole("option", { name: "Austin, TX 78701" }));
    expect(form.zip().value).toBe("78701");
    await expectPin(form, PLACES.austinDowntown);
  });

  it("keeps a pin moved by hand when the ZIP changes; Place from address puts it back", async () => {
    const form = renderForm();
    await fillAddress(form, "Austin", "TX", "78704");
    await expectPin(form, PLACES.austinSouth);

    // The coordinates are the pin's accessible twin: typing one moves the pin by hand.
    await form.user.clear(form.latitude());
    await form.user.type(form.latitude(), "31");
    expect(
      await screen.findByText("Pin set by hand: it stays when the address changes."),
    ).toBeTruthy();

    await typeZip(form, "78745");
    await screen.findByRole("button", { name: "Place from address" });
    expect(form.latitude().value).toBe("31");
    expect(form.longitude().value).toBe(String(PLACES.austinSouth.longitude));

    // By keyboard: the action puts the pin at the new ZIP's centre and keeps the focus.
    const action = form.placeFromAddress() as HTMLElement;
    expect(action.getAttribute("aria-disabled")).toBe("false");
    action.focus();
    await form.user.keyboard("{Enter}");
    await expectPin(form, PLACES.austinFar);
    expect(document.activeElement).toBe(action);
    expect(action.getAttribute("aria-disabled")).toBe("true");

    // Placed again, it follows the ZIP again.
    await typeZip(form, "78704");
    await expectPin(form, PLACES.austinSouth);
  });

  it("says what to do when the ZIP places nothing, and takes away the pin of the previous ZIP", async () => {
    const form = renderForm();
    await fillAddress(form, "Austin", "TX", "78704");
    await expectPin(form, PLACES.austinSouth);

    await typeZip(form, "99999");
    const unknown = zipPlacementProblem({ kind: "unknown", zip: "99999" });
    expect(await screen.findByText(unknown)).toBeTruthy();
    await expectNoPin(form);
    expect(form.placeFromAddress()).toBeNull();

    await typeZip(form, "10001");
    expect(
      await screen.findByText(
        "ZIP 10001 is in New York, NY, not TX: check the ZIP and state, or set the position on the map.",
      ),
    ).toBeTruthy();
    await expectNoPin(form);
  });
});

describe("editing a listing's position", () => {
  const photo = listingPhoto("Front", { isCover: true });

  it("keeps a pin set by hand when the form opens, and changes nothing", async () => {
    const listing = managedListing({ zip: "78704", latitude: 30.25, longitude: -97.76 });
    const form = renderForm({ ...listing, images: [photo] });
    expect(
      await screen.findByText("Pin set by hand: it stays when the address changes."),
    ).toBeTruthy();
    expect(form.latitude().value).toBe("30.25");
    // Nothing to lose: Cancel leaves without asking.
    await form.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Listings" })).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("saves without coordinates once both are cleared, for the server to place it by its ZIP", async () => {
    const listing = managedListing({ ...PLACES.austinSouth, images: [photo] });
    const form = renderForm(listing);
    expect(await screen.findByText(/^Placed from ZIP 78704/)).toBeTruthy();
    const saves: unknown[] = [];
    api.use(
      http.put("*/api/manage/properties/:id", async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json({ id: listing.id });
      }),
    );
    await form.user.clear(form.latitude());
    await form.user.clear(form.longitude());
    expect(
      await screen.findByText("No pin: saving places the listing at the centre of ZIP 78704."),
    ).toBeTruthy();
    await form.user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).not.toHaveProperty("latitude");
    expect(saves[0]).not.toHaveProperty("longitude");
    expect(saves[0]).toMatchObject({ zip: "78704", state: "TX" });
  });

  it("shows the server's word on a ZIP it cannot place under the ZIP", async () => {
    const listing = managedListing({ ...PLACES.austinSouth, images: [photo] });
    const form = renderForm(listing);
    expect(await screen.findByText(/^Placed from ZIP 78704/)).toBeTruthy();
    const message = zipPlacementProblem({ kind: "unknown", zip: "78799" });
    api.use(
      http.put("*/api/manage/properties/:id", () =>
        apiError(400, "VALIDATION_FAILED", message, [{ path: "zip", message }]),
      ),
    );
    await form.user.clear(form.latitude());
    await form.user.clear(form.longitude());
    await typeZip(form, "78799");
    await form.user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(form.zip().getAttribute("aria-invalid")).toBe("true"));
    const described = form.zip().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe(message);
  });
});
