import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ManagedReelPage, ReelUploadState } from "@/shared/manage-reels";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { reelUploadFixture } from "../../../../../tests/components/fixtures/reels";
import { renderRoute } from "../../../../../tests/components/render";
import { MyReelsPanel } from "./my-reels-panel";

const upload = (change: Partial<ReelUploadState>) =>
  reelUploadFixture({
    progress: 45,
    property: { id: "property-1", title: "Loft on Main Street" },
    ...change,
  });

const page = (uploads: ReelUploadState[]): ManagedReelPage => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  storage: { usedBytes: 0, quotaBytes: 2 * 1024 ** 3 },
  uploads,
});

const failed = upload({
  id: "upload-2",
  title: "Garden walk",
  status: "failed",
  progress: 0,
  failure: "This file has no video track",
  property: null,
});

describe("The reel manager's In progress list", () => {
  it("follows processing uploads and shows why one failed", async () => {
    const answers = [page([upload({}), failed]), page([upload({ progress: 80 }), failed])];
    let reads = 0;
    api.use(
      http.get("*/api/manage/reels", () =>
        HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
      ),
    );
    renderRoute("/dashboard", MyReelsPanel);
    const list = await screen.findByRole("region", { name: "In progress" });
    const [processing, failure] = within(list).getAllByRole("listitem");
    if (!processing || !failure) throw new Error("Two uploads expected");
    expect(within(processing).getByText("Sunny loft tour")).toBeTruthy();
    expect(within(processing).getByText("Loft on Main Street")).toBeTruthy();
    expect(within(processing).getByText("Processing 45%")).toBeTruthy();
    expect(within(processing).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("45");
    expect(within(processing).queryByRole("button", { name: /Try again/ })).toBeNull();
    expect(within(failure).getByText("This file has no video track")).toBeTruthy();
    expect(within(failure).getByRole("button", { name: /Try again/ })).toBeTruthy();
    // Read again while an upload processes.
    expect(await within(list).findByText("Processing 80%")).toBeTruthy();
  });

  it("retries a failed upload and deletes one after confirming", async () => {
    let uploads = [failed];
    let deleted: string | undefined;
    api.use(
      http.get("*/api/manage/reels", () => HttpResponse.json(page(uploads))),
      http.post("*/api/manage/reels/uploads/:id/retry", ({ params }) => {
        uploads = [upload({ id: String(params.id), title: "Garden walk", progress: 0 })];
        return HttpResponse.json(uploads[0]);
      }),
      http.delete("*/api/manage/reels/uploads/:id", ({ params }) => {
        deleted = String(params.id);
        uploads = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRoute("/dashboard", MyReelsPanel);
    await user.click(await screen.findByRole("button", { name: "Try again: Garden walk" }));
    expect(await screen.findByText("Processing 0%")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete Garden walk" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete Upload" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "In progress" })).toBeNull());
    expect(deleted).toBe("upload-2");
  });
});
