import { screen, waitFor, within } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import type { Review, ReviewableEngagement } from "@/shared/reviews";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { renderRoute } from "../../../../../tests/components/render";
import { ReviewDialog } from "./review-dialog";

const TOUR: ReviewableEngagement = {
  engagementKind: "tour",
  engagementId: "55555555-5555-4555-8555-555555555555",
  subjectId: "realtor-1",
  subjectName: "Rita Realtor",
  label: "Tour of Elm Street Cottage on Tuesday, December 1",
};

const POSTED: Review = {
  id: "66666666-6666-4666-8666-666666666666",
  stars: 4,
  text: "Knew the street.",
  authorName: "Pat Member",
  authorAvatarUrl: null,
  engagementKind: "tour",
  createdAt: "2026-12-02T10:00:00.000Z",
  reply: null,
  canReply: false,
};

/** The dialog behind its opening button, as the realtor's page has it. */
function Page() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Write a review
      </button>
      <ReviewDialog
        subjectName="Rita Realtor"
        engagements={[TOUR]}
        open={open}
        onOpenChange={setOpen}
        returnFocus={() => opener.current?.focus()}
      />
    </>
  );
}

describe("ReviewDialog", () => {
  it("asks for stars and words, then posts them for the tour", async () => {
    const sent: unknown[] = [];
    api.use(
      http.post("*/api/reviews", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(POSTED, { status: 201 });
      }),
    );
    const { user } = renderRoute("/realtors/:id", Page, { at: "/realtors/realtor-1" });
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Review Rita Realtor" });
    expect(within(dialog).getByText(TOUR.label)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Post review" }));
    expect(await within(dialog).findByText("Choose a rating")).toBeTruthy();
    expect(within(dialog).getByText("Tell others how it went")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await user.type(within(dialog).getByLabelText("Your review"), "Knew the street.");
    await user.click(within(dialog).getByRole("button", { name: "Post review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([
      {
        engagementKind: "tour",
        engagementId: TOUR.engagementId,
        stars: 4,
        text: "Knew the street.",
      },
    ]);
    expect(await screen.findByText("Review posted")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write a review" }));
  });

  it("keeps focus inside and closes on Escape", async () => {
    const { user } = renderRoute("/realtors/:id", Page, { at: "/realtors/realtor-1" });
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Review Rita Realtor" });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write a review" }));
  });

  it("shows the server's refusal", async () => {
    api.use(
      http.post("*/api/reviews", () =>
        apiError(409, "CONFLICT", "You have already reviewed this."),
      ),
    );
    const { user } = renderRoute("/realtors/:id", Page, { at: "/realtors/realtor-1" });
    await user.click(await screen.findByRole("button", { name: "Write a review" }));
    const dialog = await screen.findByRole("dialog", { name: "Review Rita Realtor" });
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await user.type(within(dialog).getByLabelText("Your review"), "Great.");
    await user.click(within(dialog).getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("You have already reviewed this.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
