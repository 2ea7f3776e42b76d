import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PhotographerPublicPage } from "@/shared/directory";
import type { ReviewPage } from "@/shared/reviews";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { everythingNear } from "../../../../tests/components/everything-near";
import { photographerCard } from "../../../../tests/components/fixtures/directory";
import { myProfile, signedIn } from "../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../tests/components/render";
import PhotographerRoute, { clientLoader } from "./photographer";

const pax = photographerCard({ id: "pax", name: "Pax Kite", specialty: "Drone Photography" });

const photo = (n: number) => ({
  id: `p${n}`,
  label: `Roof line ${n}`,
  src: `/media/p${n}-960.webp`,
  srcSet: `/media/p${n}-960.webp 960w`,
  width: 960,
  height: 640,
});

/** The page and its reviews: one from a realtor whose shoot Pax delivered. */
function servePage(page: PhotographerPublicPage) {
  api.use(
    http.get("*/api/photographers/pax", () => HttpResponse.json(page)),
    http.get("*/api/photographers/pax/reviews", () =>
      HttpResponse.json<ReviewPage>({
        items: [
          {
            id: "review-1",
            stars: 5,
            text: "Crisp twilight shots.",
            authorName: "Rita Realtor",
            authorAvatarUrl: null,
            engagementKind: "booking",
            createdAt: "2026-11-01T10:00:00.000Z",
            reply: null,
            canReply: false,
          },
        ],
        page: 1,
        pageCount: 1,
        stats: { count: 1, average: 5 },
      }),
    ),
    http.get("*/api/reviews/reviewable", () => HttpResponse.json({ items: [] })),
  );
}

const renderPage = (viewer?: ReturnType<typeof signedIn>) =>
  renderRoute("/photographers/:id", PhotographerRoute, {
    at: "/photographers/pax",
    loader: clientLoader,
    ...(viewer ? { viewer } : {}),
  });

afterEach(() => vi.unstubAllGlobals());

describe("/photographers/:id", () => {
  it("shows the card and the portfolio, whose gallery opens full screen and moves by keys", async () => {
    servePage({ photographer: pax, portfolio: [photo(1), photo(2), photo(3)] });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Pax Kite" })).toBeTruthy();
    // Signed out: Contact, but no Book.
    expect(screen.getByRole("button", { name: "Contact Pax Kite" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Book Pax Kite" })).toBeNull();

    const portfolio = within(screen.getByRole("list", { name: "Portfolio of Pax Kite" }));
    await user.click(portfolio.getByRole("button", { name: "Open photo 2 of 3: Roof line 2" }));
    const gallery = await screen.findByRole("dialog", { name: "Pax Kite: photo gallery" });
    expect(within(gallery).getByText("2 of 3")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(within(gallery).getByText("3 of 3")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(within(gallery).getByText("1 of 3")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus goes back to the photo that opened it.
    expect(document.activeElement?.getAttribute("aria-label")).toBe(
      "Open photo 2 of 3: Roof line 2",
    );
  });

  it("offers Book to a realtor, and says when there is no portfolio yet", async () => {
    everythingNear();
    servePage({ photographer: pax, portfolio: [] });
    renderPage(signedIn(myProfile({ role: "realtor" })));
    expect(await screen.findByText("No portfolio photos yet.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Book Pax Kite" })).toBeTruthy();
    expect(await screen.findByText("Crisp twilight shots.")).toBeTruthy();
  });

  it("reads the reviews only once the visitor comes near them, in the frame drawn meanwhile", async () => {
    servePage({ photographer: pax, portfolio: [] });
    let asked = 0;
    api.use(
      http.get("*/api/photographers/pax/reviews", () => {
        asked += 1;
        return HttpResponse.json({
          items: [],
          page: 1,
          pageCount: 0,
          stats: { count: 0, average: 0 },
        });
      }),
    );
    renderPage();
    expect(await screen.findByText("No portfolio photos yet.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Reviews" })).toBeTruthy();
    // happy-dom lays nothing out: the section is never near, so nothing is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });

  it("answers an unknown photographer with its Not Found view", async () => {
    api.use(
      http.get("*/api/photographers/pax", () =>
        apiError(404, "NOT_FOUND", "Photographer not found"),
      ),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Photographer Not Found" })).toBeTruthy();
  });
});
