import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CollectionDetail } from "@/shared/collections";
import { api, apiError, delay, HttpResponse, http } from "../../../../../tests/components/api";
import { listingSummary } from "../../../../../tests/components/fixtures/listings";
import { signedIn } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { CollectionPage } from "./collection-page";

const ID = "11111111-1111-4111-8111-111111111111";

function detail(userId: string, overrides: Partial<CollectionDetail> = {}): CollectionDetail {
  return {
    id: ID,
    name: "Weekend tours",
    role: "owner",
    members: [
      { userId, name: "Pat Member", role: "owner", joinedAt: "2026-01-01T10:00:00.000Z" },
      { userId: "ben", name: "Ben Cobuyer", role: "member", joinedAt: "2026-01-02T10:00:00.000Z" },
    ],
    invites: [],
    homes: [],
    ...overrides,
  };
}

function renderPage() {
  const viewer = signedIn();
  const view = renderRoute(
    `/collections/${ID}`,
    () => <CollectionPage userId={viewer.id} id={ID} />,
    {
      viewer,
    },
  );
  return { ...view, viewer };
}

const answer = (body: () => Response | Promise<Response>) =>
  api.use(http.get(`*/api/collections/${ID}`, body));

describe("CollectionPage", () => {
  it("announces the loading, then says a collection with no homes where to find some", async () => {
    let userId = "";
    answer(async () => {
      await delay(50);
      return HttpResponse.json(detail(userId));
    });
    const { viewer } = renderPage();
    userId = viewer.id;
    expect((await screen.findByRole("status")).textContent).toContain("Loading the collection");
    expect(await screen.findByText("No homes in this collection yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Saved homes" }).getAttribute("href")).toBe("/saved");
    expect(screen.getByRole("heading", { level: 1, name: "Weekend tours" })).toBeTruthy();
  });

  it("offers to try again after a failure, and shows the collection once it loads", async () => {
    let fail = true;
    let userId = "";
    answer(() => (fail ? apiError(500, "INTERNAL", "Boom") : HttpResponse.json(detail(userId))));
    const { user, viewer } = renderPage();
    userId = viewer.id;
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load this collection");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Weekend tours" })).toBeTruthy();
  });

  it("answers a collection the member cannot see as not found", async () => {
    answer(() => apiError(404, "NOT_FOUND", "No such collection"));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Collection Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All collections" }).getAttribute("href")).toBe(
      "/collections",
    );
  });

  it("shows each member's reaction and the notes on a home, with the owner's tools", async () => {
    const home = listingSummary({ title: "Sunny Bungalow" });
    let userId = "";
    answer(() =>
      HttpResponse.json(
        detail(userId, {
          homes: [
            {
              property: home,
              addedByName: "Ben Cobuyer",
              addedAt: "2026-01-03T10:00:00.000Z",
              reactions: [{ userId: "ben", reaction: "love" }],
              notes: [
                {
                  id: "n1",
                  authorId: "ben",
                  authorName: "Ben Cobuyer",
                  body: "Great garden",
                  createdAt: "2026-01-03T11:00:00.000Z",
                  updatedAt: "2026-01-03T11:00:00.000Z",
                },
              ],
            },
          ],
        }),
      ),
    );
    const { viewer } = renderPage();
    userId = viewer.id;
    const card = within(await screen.findByRole("article", { name: "Sunny Bungalow" }));
    const reactions = card.getByRole("list", { name: "Reactions" });
    expect(reactions.textContent).toContain("Ben Cobuyer: Love");
    expect(reactions.textContent).toContain("You: No reaction yet");
    const mine = card.getByRole("group", { name: "Your reaction to Sunny Bungalow" });
    expect(within(mine).getByRole("button", { name: "Love" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(card.getByRole("list", { name: "Notes on Sunny Bungalow" }).textContent).toContain(
      "Great garden",
    );
    // Someone else's note cannot be deleted from here.
    expect(card.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Rename" })).toBeTruthy();
    expect(screen.getByText("Added by Ben Cobuyer")).toBeTruthy();
  });

  it("refuses an empty note in the form, without asking the server", async () => {
    const home = listingSummary({ title: "Sunny Bungalow" });
    const posted: unknown[] = [];
    let userId = "";
    answer(() =>
      HttpResponse.json(
        detail(userId, {
          role: "member",
          homes: [
            {
              property: home,
              addedByName: null,
              addedAt: "2026-01-03T10:00:00.000Z",
              reactions: [],
              notes: [],
            },
          ],
        }),
      ),
    );
    api.use(
      http.post("*/api/collections/:id/homes/:propertyId/notes", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, viewer } = renderPage();
    userId = viewer.id;
    const card = within(await screen.findByRole("article", { name: "Sunny Bungalow" }));
    await user.click(card.getByRole("button", { name: "Post note" }));
    expect(await card.findByText("Write a note")).toBeTruthy();
    expect(posted).toEqual([]);
    // A member who is not the owner has no owner's tools.
    expect(screen.queryByRole("button", { name: "Rename" })).toBeNull();
    await user.type(card.getByLabelText("Add a note on Sunny Bungalow"), "Love the porch");
    await user.click(card.getByRole("button", { name: "Post note" }));
    await waitFor(() => expect(posted).toEqual([{ body: "Love the porch" }]));
  });
});
