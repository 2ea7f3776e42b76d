import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminReview, AdminReviewList } from "@/shared/reviews";
import { api, HttpResponse, http } from "../../../../../../tests/components/api";
import { signedInAs } from "../../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../../tests/components/render";
import { AdminReviewsPage } from "./admin-reviews-page";

const REVIEW: AdminReview = {
  id: "77777777-7777-4777-8777-777777777777",
  stars: 1,
  text: "Rude and late.",
  authorId: "member-1",
  authorName: "Mia Member",
  subjectId: "realtor-1",
  subjectName: "Rita Realtor",
  engagementKind: "tour",
  createdAt: "2026-11-20T09:30:00.000Z",
  reply: null,
  hidden: null,
};

function serveReviews() {
  let hidden: AdminReview["hidden"] = null;
  const reasons: unknown[] = [];
  api.use(
    http.get("*/api/admin/reviews", () =>
      HttpResponse.json<AdminReviewList>({
        items: [{ ...REVIEW, hidden }],
        page: 1,
        pageCount: 1,
        total: 1,
      }),
    ),
    http.post("*/api/admin/reviews/:id/hide", async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      reasons.push(body);
      hidden = { at: "2026-11-21T10:00:00.000Z", by: "admin-1", reason: body.reason };
      return HttpResponse.json({ id: REVIEW.id, hiddenAt: hidden.at });
    }),
  );
  return reasons;
}

describe("AdminReviewsPage", () => {
  it("hides a review once the admin says why", async () => {
    const reasons = serveReviews();
    const { user } = renderRoute("/admin/reviews", AdminReviewsPage, {
      viewer: signedInAs("admin"),
    });
    const item = await screen.findByText("Mia Member reviewed Rita Realtor");
    expect(screen.getByText("Rude and late.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide Review" });
    await user.click(within(dialog).getByRole("button", { name: "Hide Review" }));
    expect(await within(dialog).findByText("Say why the review is hidden")).toBeTruthy();
    expect(reasons).toEqual([]);

    await user.type(within(dialog).getByRole("textbox"), "Insults the realtor");
    await user.click(within(dialog).getByRole("button", { name: "Hide Review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(reasons).toEqual([{ reason: "Insults the realtor" }]);
    expect(await screen.findByText(/Insults the realtor$/)).toBeTruthy();
    expect(item).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hide" })).toBeNull();
  });
});
