import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { InboxPanel } from "./inbox-panel";

describe("InboxPanel", () => {
  it("shows a picked stage at once and lists its leads while the address catches up", async () => {
    signedIn();
    const asked: (string | null)[] = [];
    api.use(
      http.get("*/api/conversations/lead-stages", () =>
        HttpResponse.json({ new: 2, contacted: 0, touring: 1, offer: 0, closed: 0, lost: 0 }),
      ),
      http.get("*/api/conversations", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("stage"));
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    // The move's loader holds the address back until the test lets it go.
    let release = () => {};
    let moves = 0;
    const { user, location } = renderRoute("/dashboard", () => <InboxPanel as="realtor" />, {
      viewer: viewerOf(myProfile({ role: "realtor" })),
      loader: () =>
        moves++ === 0 ? null : new Promise<null>((resolve) => (release = () => resolve(null))),
    });
    const group = await screen.findByRole("group", { name: "Lead stage" });
    const touring = await within(group).findByRole("radio", { name: "Touring (1)" });
    await user.click(touring);

    expect((touring as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText("No leads at Touring.")).toBeTruthy();
    expect(asked).toContain("touring");
    expect(location()).toBe("/dashboard");

    release();
    await waitFor(() => expect(location()).toBe("/dashboard?stage=touring"));
    expect((touring as HTMLInputElement).checked).toBe(true);
  });
});
