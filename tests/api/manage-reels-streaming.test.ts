import { describe, expect, it } from "vitest";
import { REEL_VIDEO_MAX_BYTES } from "../../src/shared/manage-reels";
import { posterJpeg, storedReelFiles, videoFixture } from "../factories/manage-reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TEST_ORIGIN } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

// What happens to the bytes once stored is reel-processing.test.ts's subject.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000", VIDEO_TRANSCODE_CONCURRENCY: "0" });

const BOUNDARY = "----homescope-stream-test";
const CHUNK = 256 * 1024;
const encoder = new TextEncoder();

/** A Matroska Void element's header: its id, then its size as an 8-byte EBML number. */
function webmVoidHeader(size: number) {
  const header = new Uint8Array(9);
  new DataView(header.buffer).setBigUint64(1, BigInt(size));
  header[0] = 0xec;
  header[1] = 0x01; // the size's length marker; sizes here stay far below 2^56
  return header;
}

/** A real video followed by filler the container skips, to `videoBytes` in all. */
function videoHead(format: "mp4" | "webm", videoBytes: number) {
  // An MP4's trailing zeros read as one box running to the end.
  if (format === "mp4") return videoFixture("portrait.mp4");
  // A recording without Duration: measured to its last block, past all of the filler.
  const recorded = videoFixture("recorded.webm");
  const filler = webmVoidHeader(videoBytes - recorded.length - 9);
  return Buffer.concat([recorded, filler]);
}

/**
 * A reel form whose video is `videoBytes` long, generated chunk by chunk, never as one buffer.
 * With `cutAfter` the stream fails after that many video bytes, as a client that hangs up.
 */
function streamedReelForm(
  poster: Uint8Array,
  videoBytes: number,
  { cutAfter, format = "mp4" }: { cutAfter?: number; format?: "mp4" | "webm" } = {},
) {
  const head = videoHead(format, videoBytes);
  const zeros = new Uint8Array(CHUNK);
  async function* parts() {
    yield encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nStreamed tour\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="poster"; filename="p.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    yield poster;
    yield encoder.encode(
      `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="v.${format}"\r\n` +
        `Content-Type: video/${format}\r\n\r\n`,
    );
    yield head;
    for (let sent = head.length; sent < videoBytes; sent += CHUNK) {
      if (cutAfter !== undefined && sent >= cutAfter) throw new Error("client went away");
      yield sent + CHUNK <= videoBytes ? zeros : zeros.subarray(0, videoBytes - sent);
    }
    yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  }
  const iterator = parts();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

function postStream(client: TestClient, body: ReadableStream<Uint8Array>) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const request = new Request(`${TEST_ORIGIN}/api/manage/reels`, {
    method: "POST",
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return t.app.request(request);
}

const MB = 1024 * 1024;

describe("POST /api/manage/reels: streamed to storage", () => {
  it.each(["mp4", "webm"] as const)(
    "takes a 100 MB %s video with under 50 MB of memory growth",
    async (format) => {
      const { client } = await signedInClient(t, { role: "realtor" });
      const poster = new Uint8Array(await posterJpeg());
      global.gc?.();
      const before = process.memoryUsage();
      let peak = 0;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.rss - before.rss, now.arrayBuffers - before.arrayBuffers);
      }, 20);
      const response = await postStream(client, streamedReelForm(poster, 100 * MB, { format }));
      clearInterval(sampler);
      expect(response.status, await response.clone().text()).toBe(202);
      console.info(`memory growth during the upload: ${Math.round(peak / MB)} MB`);
      expect(peak).toBeLessThan(50 * MB);
      const reel = (await response.json()) as { id: string };
      const stored = await t.deps.storage.stat(`private/reel-uploads/${reel.id}/source.${format}`);
      expect(stored?.size).toBe(100 * MB);
    },
    120_000,
  );

  it("leaves no file and no row when the client hangs up mid-video", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const poster = new Uint8Array(await posterJpeg());
    const before = storedReelFiles(t);
    const response = await Promise.resolve(
      postStream(client, streamedReelForm(poster, REEL_VIDEO_MAX_BYTES, { cutAfter: 10 * MB })),
    ).catch(() => null);
    expect(response === null || response.status >= 400).toBe(true);
    expect(storedReelFiles(t)).toEqual(before);
    const rows = await client.get("/api/manage/reels");
    expect(await rows.json()).toMatchObject({ items: [], uploads: [] });
  }, 60_000);
});
