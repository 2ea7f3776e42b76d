import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OpenHouse } from "@/shared/open-houses";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import {
  MANAGER_FORM_PATHS,
  managedListing,
  managedPage,
} from "../../../../../tests/components/fixtures/managed-properties";
import { signedInAs } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { PropertiesManager } from "./properties-manager";

const SATURDAY: OpenHouse = {
  id: "00000000-0000-4000-8000-00000000aaaa",
  startsAt: "2026-12-05T19:00:00.000Z",
  endsAt: "2026-12-05T21:00:00.000Z",
  timeZone: "America/Chicago",
  kind: "in_person",
  link: null,
};

/** My Listings with one Texas listing and the open houses the server holds. */
function renderWithOpenHouses(held: OpenHouse[]) {
  const listing = managedListing({ title: "Lakeside Cottage", state: "TX" });
  const removed: string[] = [];
  api.use(
    http.get("*/api/manage/properties", () => HttpResponse.json(managedPage([listing]))),
    http.get("*/api/manage/properties/:id/open-houses", () => HttpResponse.json(held)),
    http.post("*/api/manage/properties/:id/open-houses", () =>
      HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          message: "Some fields are not valid",
          issues: [{ path: "date", message: "The open house cannot start in the past." }],
        },
        { status: 400 },
      ),
    ),
    http.delete("*/api/manage/open-houses/:id", ({ params }) => {
      removed.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderRoute(
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
  return { removed };
}

describe("the open houses dialog", () => {
  it("lists the upcoming ones on the home's clock and removes one", async () => {
    const user = userEvent.setup();
    const { removed } = renderWithOpenHouses([SATURDAY]);
    await user.click(
      await screen.findByRole("button", { name: "Open houses of Lakeside Cottage" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Open houses" });
    expect(within(dialog).getByText("Times are in Central Time, where the home is.")).toBeTruthy();
    const remove = await within(dialog).findByRole("button", {
      name: "Remove the open house of Sat, Dec 5 · 1:00–3:00 PM CST",
    });
    await user.click(remove);
    await waitFor(() => expect(removed).toEqual([SATURDAY.id]));
  });

  it("checks the form as the server does, and shows the server's answer under its field", async () => {
    const user = userEvent.setup();
    renderWithOpenHouses([]);
    await user.click(
      await screen.findByRole("button", { name: "Open houses of Lakeside Cottage" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Open houses" });
    expect(await within(dialog).findByText("No open houses scheduled.")).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText("Kind"), "virtual");
    await user.click(within(dialog).getByRole("button", { name: "Schedule open house" }));
    expect(await within(dialog).findByText("Please give the day as YYYY-MM-DD.")).toBeTruthy();
    expect(within(dialog).getByText("A virtual open house needs its link.")).toBeTruthy();

    await user.type(within(dialog).getByLabelText("Date"), "2026-01-03");
    await user.type(within(dialog).getByLabelText("Link"), "https://meet.example.com/x");
    await user.click(within(dialog).getByRole("button", { name: "Schedule open house" }));
    expect(
      await within(dialog).findByText("The open house cannot start in the past."),
    ).toBeTruthy();
  });
});
