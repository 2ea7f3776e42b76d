import { readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReelUploadState } from "@/shared/manage-reels";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { reelUploadFixture } from "../../../../../tests/components/fixtures/reels";
import { renderRoute } from "../../../../../tests/components/render";
import { UploadReelDialog } from "./upload-reel-dialog";

const state = reelUploadFixture;

const video = () =>
  new File([readFileSync(path.resolve("tests/fixtures/videos/clip.mov"))], "clip.mov", {
    type: "video/quicktime",
  });

/** Answers the upload, then each poll of its state with the next of `polls` (the last repeats). */
function answer(polls: ReelUploadState[]) {
  const sent: FormData[] = [];
  let poll = 0;
  api.use(
    http.get("*/api/manage/reels/properties", () => HttpResponse.json({ items: [] })),
    http.post("*/api/manage/reels", async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(state(), { status: 202 });
    }),
    http.get("*/api/manage/reels/uploads/:id", () =>
      HttpResponse.json(polls[Math.min(poll++, polls.length - 1)]),
    ),
  );
  return sent;
}

/** Picks the video, names it and sends it, with typed captions when given. */
async function upload(captions?: string) {
  const onClose = vi.fn();
  const view = renderRoute("/dashboard", () => <UploadReelDialog onClose={onClose} />);
  const { user } = view;
  await user.upload(await screen.findByLabelText("Video"), video());
  await screen.findByLabelText("Video preview");
  await user.type(screen.getByLabelText("Title"), "Sunny loft tour");
  if (captions) await user.type(screen.getByLabelText("Type captions, one line each"), captions);
  await user.click(screen.getByRole("button", { name: "Upload Reel" }));
  return { ...view, onClose };
}

describe("UploadReelDialog", () => {
  it("sends a MOV with typed captions and no poster, then shows processing", async () => {
    const sent = answer([state({ progress: 45 })]);
    await upload("Welcome home");
    expect(await screen.findByText("Processing 45%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("45");
    expect(screen.getByText(/You can close this window; processing continues/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    const form = sent[0] ?? new FormData();
    expect((form.get("video") as File).name).toBe("clip.mov");
    expect(form.get("captions")).toBe("Welcome home");
    expect(form.get("title")).toBe("Sunny loft tour");
    // The preview gave no frame in this DOM, so the server takes the poster from the video.
    expect(form.has("poster")).toBe(false);
  });

  it("shows why processing failed, and Try again processes it again", async () => {
    let current = state({ status: "failed", failure: "This file has no video track" });
    answer([]);
    api.use(
      http.get("*/api/manage/reels/uploads/:id", () => HttpResponse.json(current)),
      http.post("*/api/manage/reels/uploads/:id/retry", () => {
        current = state({ progress: 10 });
        return HttpResponse.json(current);
      }),
    );
    const { user } = await upload();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This file has no video track");
    expect(screen.getByRole("button", { name: "Delete upload" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Processing 10%")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("closes with a toast once the reel is published", async () => {
    answer([state({ status: "ready", progress: 100 })]);
    api.use(http.get("*/api/manage/reels", () => HttpResponse.json({ items: [] })));
    const { onClose } = await upload();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText("Reel published")).toBeTruthy();
  });

  it("offers the video's own frame and an image when the preview cannot play", async () => {
    answer([state()]);
    const { user } = renderRoute("/dashboard", () => <UploadReelDialog onClose={vi.fn()} />);
    await user.upload(await screen.findByLabelText("Video"), video());
    fireEvent.error(await screen.findByLabelText("Video preview"));
    expect(await screen.findByText(/Your browser can't preview this video/)).toBeTruthy();
    expect(
      screen.getByRole("radio", { name: "Take it from the video" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(screen.queryByRole("radio", { name: "Use a frame from the preview" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Choose an image" }));
    expect(screen.getByLabelText("Poster file")).toBeTruthy();
  });
});
