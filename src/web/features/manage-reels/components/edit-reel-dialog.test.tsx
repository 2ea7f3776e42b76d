import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ManagedReel } from "@/shared/manage-reels";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { managedReelFixture } from "../../../../../tests/components/fixtures/reels";
import { renderRoute } from "../../../../../tests/components/render";
import { EditReelDialog } from "./edit-reel-dialog";

const reel = managedReelFixture();

const still = (n: number) => ({
  src: `/media/reels/reel-1/frame-${n}-360.webp`,
  srcSet: `/media/reels/reel-1/frame-${n}-360.webp 360w`,
  width: 720,
  height: 1280,
});

/** Opens the dialog and saves after `change`, returning the PATCH's body. */
async function save(
  change: (user: ReturnType<typeof renderRoute>["user"]) => Promise<void>,
  shown: ManagedReel = reel,
) {
  let body: unknown;
  api.use(
    http.get("*/api/manage/reels/properties", () => HttpResponse.json({ items: [] })),
    http.patch("*/api/manage/reels/:id", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(reel);
    }),
  );
  const onClose = vi.fn();
  const { user } = renderRoute("/dashboard", () => (
    <EditReelDialog reel={shown} onClose={onClose} />
  ));
  await change(user);
  await user.click(screen.getByRole("button", { name: "Save Changes" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  return body;
}

describe("EditReelDialog captions", () => {
  it("keeps the captions unless told otherwise", async () => {
    const body = await save(async () => {
      await screen.findByRole("radio", { name: "Keep the current captions (English)" });
    });
    expect(body).not.toHaveProperty("captions");
  });

  it("removes them", async () => {
    const body = await save(async (user) => {
      await user.click(await screen.findByRole("radio", { name: "Remove them" }));
    });
    expect(body).toMatchObject({ captions: null });
  });

  it("replaces them with typed lines", async () => {
    const body = await save(async (user) => {
      await user.click(await screen.findByRole("radio", { name: "Replace them" }));
      await user.type(screen.getByLabelText("Type captions, one line each"), "Welcome home");
    });
    expect(body).toMatchObject({ captions: "Welcome home" });
  });
});

describe("EditReelDialog poster", () => {
  const withStills = { ...reel, frames: [still(1), still(2), still(3)], poster: still(2) };

  it("marks the still that is the poster, and sends none unless another is chosen", async () => {
    const body = await save(async () => {
      expect(
        (await screen.findByRole("radio", { name: "Still 2 of 3" })) as HTMLInputElement,
      ).toHaveProperty("checked", true);
    }, withStills);
    expect(body).not.toHaveProperty("posterFrame");
  });

  it("sends the chosen still", async () => {
    const body = await save(async (user) => {
      await user.click(await screen.findByRole("radio", { name: "Still 3 of 3" }));
    }, withStills);
    expect(body).toMatchObject({ posterFrame: 2 });
  });

  it("offers no stills for a reel made before they were taken", async () => {
    await save(async () => {
      await screen.findByRole("radio", { name: "Remove them" });
      expect(screen.queryByRole("radio", { name: /^Still/ })).toBeNull();
    });
  });
});
