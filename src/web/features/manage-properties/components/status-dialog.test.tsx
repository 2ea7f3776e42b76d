import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import {
  MANAGER_FORM_PATHS,
  managedListing,
  managedPage,
} from "../../../../../tests/components/fixtures/managed-properties";
import { signedInAs } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { PropertiesManager } from "./properties-manager";

// The position map needs WebGL, which only a real browser has.
vi.mock("./position-map", () => ({ default: () => null }));

/** My Listings with one listing; status changes are answered by `answer` and kept. */
function renderWithListing(answer: () => Response) {
  const listing = managedListing({ title: "Staged Home", price: 689_000 });
  const sent: unknown[] = [];
  api.use(
    http.get("*/api/manage/properties", () => HttpResponse.json(managedPage([listing]))),
    http.get(`*/api/manage/properties/${listing.id}`, () => HttpResponse.json(listing)),
    http.get("*/api/manage/places", () => HttpResponse.json([])),
    http.patch(`*/api/manage/properties/${listing.id}/status`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  const view = renderRoute(
    "/manage",
    () => (
      <PropertiesManager
        heading={<h1>My Listings</h1>}
        asAdmin={false}
        formPaths={MANAGER_FORM_PATHS}
      />
    ),
    { viewer: signedInAs("realtor") },
  );
  return { ...view, sent };
}

async function openStatus(user: ReturnType<typeof renderWithListing>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Change status of Staged Home" }));
  return within(await screen.findByRole("dialog", { name: "Change status" }));
}

describe("changing a listing's status", () => {
  it("asks a sold home's price and day, and sends them", async () => {
    const { user, sent } = renderWithListing(() =>
      HttpResponse.json({ id: "x", status: "closed" }),
    );
    const dialog = await openStatus(user);
    expect(dialog.getByRole("button", { name: "Save status" }).hasAttribute("disabled")).toBe(true);
    await user.selectOptions(dialog.getByRole("combobox", { name: "Status" }), "Sold");
    expect(dialog.getByRole("textbox", { name: "Sold for ($)" })).toHaveProperty(
      "value",
      "689,000",
    );
    await user.type(dialog.getByLabelText("Sold on"), "2026-11-20");
    await user.click(dialog.getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { status: "closed", expectedOn: null, closedPrice: 689_000, closedOn: "2026-11-20" },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message under the field it names", async () => {
    const { user } = renderWithListing(() =>
      HttpResponse.json(
        {
          code: "VALIDATION_ERROR",
          message: "Invalid input",
          issues: [
            {
              path: "expectedOn",
              message: "Please give the date the home is expected on the market.",
            },
          ],
        },
        { status: 400 },
      ),
    );
    const dialog = await openStatus(user);
    await user.selectOptions(dialog.getByRole("combobox", { name: "Status" }), "Coming soon");
    await user.click(dialog.getByRole("button", { name: "Save status" }));
    expect(
      await dialog.findByText("Please give the date the home is expected on the market."),
    ).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Change status" })).toBeTruthy();
  });
});
