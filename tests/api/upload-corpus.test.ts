import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createBlogPost } from "../factories/blog";
import { rowCounts } from "../factories/fuzz";
import { posterJpeg, videoFixture } from "../factories/manage-reels";
import { type CorpusFile, imageCorpus, PAYLOAD, videoCorpus } from "../factories/upload-corpus";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";
import { buildWorld, type World } from "./authorization-matrix";

/**
 * Hostile files sent to every upload route by a caller allowed to upload there.
 * Files that are not what they claim are refused with a 4xx and leave nothing behind; real
 * images carrying a payload are accepted only as the app's own re-encoding, without it.
 */
// No workers: the write watcher must see only what each upload itself wrote.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" }, { workers: false });

let w: World;
let images: CorpusFile[];
beforeAll(async () => {
  w = await buildWorld(t);
  images = await imageCorpus();
}, 60_000);

/**
 * A realtor of its own for each reel upload: reel uploads are limited per account, and every
 * file here must reach the checks of its parts rather than that limit.
 */
const reelUploader = async () => (await signedInClient(t, { role: "realtor" })).client;

const file = (entry: { bytes: Uint8Array; name: string; type: string }) =>
  new File([new Uint8Array(entry.bytes)], entry.name, { type: entry.type });

interface UploadRoute {
  label: string;
  /** Makes what the upload needs (a blog post for a cover), then returns the sender. */
  prepare: () => Promise<(entry: CorpusFile) => Promise<Response>>;
}

/** Every upload route, each as a caller who may use it. */
const imageRoutes = (): UploadRoute[] => {
  const single =
    (
      actor: keyof World["clients"],
      method: string,
      pathOf: () => Promise<string> | string,
      field: string,
    ) =>
    async () => {
      const path = await pathOf();
      return (entry: CorpusFile) => {
        const form = new FormData();
        form.append(field, file(entry));
        return w.clients[actor].request(method, path, { body: form });
      };
    };
  return [
    { label: "avatar", prepare: single("user", "PUT", () => "/api/profile/me/avatar", "avatar") },
    {
      label: "portfolio photo",
      prepare: single("photographer", "POST", () => "/api/directory/me/portfolio", "image"),
    },
    {
      label: "listing photo",
      prepare: single("realtor", "POST", () => "/api/manage/uploads/images", "image"),
    },
    {
      label: "blog cover",
      prepare: single(
        "admin",
        "PUT",
        async () => `/api/admin/blog/posts/${(await createBlogPost(t)).id}/cover`,
        "cover",
      ),
    },
    {
      label: "reel poster",
      prepare: async () => {
        const uploader = await reelUploader();
        return async (entry) => {
          const form = new FormData();
          form.append(
            "video",
            file({ bytes: videoFixture("portrait.mp4"), name: "tour.mp4", type: "video/mp4" }),
          );
          form.append("poster", file(entry));
          form.append("title", "Corpus reel");
          return uploader.request("POST", "/api/manage/reels", { body: form });
        };
      },
    },
  ];
};

async function sendReelVideo(uploader: TestClient, entry: CorpusFile) {
  const form = new FormData();
  form.append("video", file(entry));
  form.append(
    "poster",
    file({ bytes: new Uint8Array(await posterJpeg()), name: "poster.jpg", type: "image/jpeg" }),
  );
  form.append("title", "Corpus reel");
  return uploader.request("POST", "/api/manage/reels", { body: form });
}

/** Every file the app has stored, by path. */
function storedFiles(): string[] {
  const root = t.deps.env.DATA_DIR;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function expectHandled(label: string, entry: CorpusFile, response: Response) {
  const text = await response.text();
  const what = `${label} ← ${entry.label}: ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  if (entry.expect === "refuse") {
    expect(response.status, what).toBeGreaterThanOrEqual(400);
    return;
  }
  // A real image: refused is fine, accepted only as a clean re-encoding.
  if (response.status >= 400) return;
  expect(response.status, what).toBeLessThan(300);
  for (const stored of storedFiles()) {
    expect(readFileSync(stored).includes(PAYLOAD), `${what}: ${stored} holds the payload`).toBe(
      false,
    );
  }
  expect(existsSync("/tmp/hs-corpus.jpg"), `${what}: wrote outside storage`).toBe(false);
}

describe("the upload corpus", () => {
  it("is refused, or stored only as a clean re-encoding, by every image upload route", {
    timeout: 120_000,
  }, async () => {
    for (const route of imageRoutes()) {
      for (const entry of images) {
        const send = await route.prepare();
        const before = await rowCounts(t);
        const response = await send(entry);
        await expectHandled(route.label, entry, response);
        if (entry.expect === "refuse") {
          expect(await rowCounts(t), `${route.label} ← ${entry.label} wrote rows`).toEqual(before);
        }
      }
    }
  });

  it("stores a reel title without the NUL the database cannot hold", async () => {
    const form = new FormData();
    form.append(
      "video",
      file({ bytes: videoFixture("portrait.mp4"), name: "t.mp4", type: "video/mp4" }),
    );
    form.append(
      "poster",
      file({ bytes: new Uint8Array(await posterJpeg()), name: "p.jpg", type: "image/jpeg" }),
    );
    form.append("title", "Tour\u0000 of the loft");
    const response = await (await reelUploader()).request("POST", "/api/manage/reels", {
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(202);
    expect(((await response.json()) as { title: string }).title).toBe("Tour of the loft");
  });

  it("is refused by the reel upload's video part", { timeout: 60_000 }, async () => {
    const corpus: CorpusFile[] = [
      ...videoCorpus(),
      // Images are not videos, whatever they are named.
      ...images.map((entry) => ({
        ...entry,
        name: "tour.mp4",
        type: "video/mp4",
        expect: "refuse" as const,
      })),
    ];
    for (const entry of corpus) {
      const uploader = await reelUploader();
      const before = await rowCounts(t);
      await expectHandled("reel video", entry, await sendReelVideo(uploader, entry));
      expect(await rowCounts(t), `reel video ← ${entry.label} wrote rows`).toEqual(before);
    }
  });
});
