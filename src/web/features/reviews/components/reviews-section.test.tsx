import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Review, ReviewableList, ReviewPage } from "@/shared/reviews";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { ReviewsSection } from "./reviews-section";

const REVIEW: Review = {
  id: "88888888-8888-4888-8888-888888888888",
  stars: 5,
  text: "Knew every corner.",
  authorName: "Nora Member",
  authorAvatarUrl: null,
  engagementKind: "tour",
  createdAt: "2026-11-03T10:00:00.000Z",
  reply: { text: "Thank you, Nora!", at: "2026-11-04T10:00:00.000Z" },
  canReply: false,
};

function serve(page: ReviewPage, reviewable: ReviewableList = { items: [] }) {
  api.use(
    http.get("*/api/realtors/:id/reviews", () => HttpResponse.json(page)),
    http.get("*/api/reviews/reviewable", () => HttpResponse.json(reviewable)),
  );
}

const Section = () => (
  <ReviewsSection kind="realtor" subjectId="realtor-1" subjectName="Rita Realtor" />
);

describe("ReviewsSection", () => {
  it("says there are no reviews yet instead of a made-up figure", async () => {
    serve({ items: [], page: 1, pageCount: 0, stats: { count: 0, average: null } });
    renderRoute("/realtors/:id", Section, { at: "/realtors/realtor-1" });
    const region = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(region).findByText("No reviews yet")).toBeTruthy();
    expect(within(region).getByText(/can review them here/)).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Write a review" })).toBeNull();
  });

  it("shows the count, the average and each review with its reply", async () => {
    serve({ items: [REVIEW], page: 1, pageCount: 1, stats: { count: 1, average: 5 } });
    renderRoute("/realtors/:id", Section, { at: "/realtors/realtor-1" });
    expect(await screen.findByText("Rated 5.0 out of 5, 1 review")).toBeTruthy();
    const review = screen.getByRole("article", { name: "Review by Nora Member" });
    expect(within(review).getByText("5 stars")).toBeTruthy();
    expect(within(review).getByText("Nov 3, 2026")).toBeTruthy();
    expect(within(review).getByText("Reply from Rita Realtor")).toBeTruthy();
    expect(within(review).getByText("Thank you, Nora!")).toBeTruthy();
  });

  it("offers a member with an accepted tour to write a review", async () => {
    const viewer = viewerOf();
    signedIn();
    serve(
      { items: [], page: 1, pageCount: 0, stats: { count: 0, average: null } },
      {
        items: [
          {
            engagementKind: "tour",
            engagementId: "55555555-5555-4555-8555-555555555555",
            subjectId: "realtor-1",
            subjectName: "Rita Realtor",
            label: "Tour of Elm Street Cottage on Tuesday, December 1",
          },
        ],
      },
    );
    const { user } = renderRoute("/realtors/:id", Section, { at: "/realtors/realtor-1", viewer });
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    expect(await screen.findByRole("dialog", { name: "Review Rita Realtor" })).toBeTruthy();
  });

  it("gives the realtor a reply form under a review not answered yet", async () => {
    signedIn();
    serve({
      items: [{ ...REVIEW, reply: null, canReply: true }],
      page: 1,
      pageCount: 1,
      stats: { count: 1, average: 5 },
    });
    renderRoute("/realtors/:id", Section, { at: "/realtors/realtor-1", viewer: viewerOf() });
    const review = await screen.findByRole("article", { name: "Review by Nora Member" });
    expect(await within(review).findByLabelText("Your reply")).toBeTruthy();
    expect(within(review).getByRole("button", { name: "Reply" })).toBeTruthy();
  });
});
