import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PORTFOLIO_FIELD } from "../../src/shared/directory";
import {
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_SIZE_ERROR,
} from "../../src/shared/manage-properties";
import {
  REEL_POSTER_MAX_BYTES,
  REEL_VIDEO_MAX_BYTES,
  VIDEO_REJECTION_MESSAGES,
} from "../../src/shared/manage-reels";
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_ERROR,
  AVATAR_TYPE_ERROR,
} from "../../src/shared/schemas/profile";
import { posterJpeg, videoFixture } from "../factories/manage-reels";
import { type ServerProcess, serverProcesses } from "../setup/server-process";
import type { SlowRequest } from "../setup/slow-request";
import {
  answerOf,
  expectIssue,
  expectServing,
  expectStoredAsBefore,
  sendForm,
  signIn,
  storedFiles,
} from "../setup/slow-uploads";

/*
 * Every upload route of the real server process, its body arriving in small chunks over a real
 * socket: a good file, a wrong format, an oversized file and a body cut off halfway each get their
 * answer, nothing refused stays stored, and the process keeps serving.
 */
const PASSWORD = "a-long-password-for-slow-uploads";
const ADMIN = "admin@slow-uploads.example";
const PHOTOGRAPHER = "photographer@slow-uploads.example";
/** Reel uploads are limited per account (five in ten minutes): the later ones come from here. */
const SECOND_ADMIN = "second-admin@slow-uploads.example";

const servers = serverProcesses();
let server: ServerProcess;
const cookies: Record<string, string> = {};
let blogPostId: string;
let goodJpeg: Uint8Array;

beforeAll(async () => {
  server = await servers.start({
    accounts: [
      { email: ADMIN, password: PASSWORD, name: "Slow Admin", role: "admin" },
      { email: PHOTOGRAPHER, password: PASSWORD, name: "Slow Photographer", role: "photographer" },
      { email: SECOND_ADMIN, password: PASSWORD, name: "Second Admin", role: "admin" },
    ],
  });
  cookies[ADMIN] = await signIn(server, ADMIN, PASSWORD);
  cookies[PHOTOGRAPHER] = await signIn(server, PHOTOGRAPHER, PASSWORD);
  cookies[SECOND_ADMIN] = await signIn(server, SECOND_ADMIN, PASSWORD);
  const draft = await fetch(`${server.origin}/api/admin/blog/posts/quick-draft`, {
    method: "POST",
    headers: { origin: server.origin, cookie: cookies[ADMIN] as string },
  });
  expect(draft.status).toBe(201);
  blogPostId = ((await draft.json()) as { id: string }).id;
  // Noise keeps the JPEG large enough (tens of kilobytes) to arrive in many chunks.
  goodJpeg = new Uint8Array(
    await sharp({
      create: {
        width: 480,
        height: 320,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const notAnImage = () =>
  file(new TextEncoder().encode("not an image at all. ".repeat(1500)), "photo.jpg", "image/jpeg");
/** A JPEG's first bytes followed by zeros, `size` bytes in all. */
function oversized(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(goodJpeg.subarray(0, 2048));
  return file(bytes, "huge.jpg", "image/jpeg");
}

/** Sends the form slowly as the given account. */
const send = (
  account: string,
  method: string,
  pathname: string,
  form: FormData,
  options?: Partial<SlowRequest>,
) => sendForm(server, cookies[account] as string, { method, path: pathname, form }, options);

interface ImageRoute {
  name: string;
  method: string;
  path: () => string;
  field: string;
  account: string;
  accepted: number;
  maxBytes: number;
  sizeMessage: string;
}

const IMAGE_ROUTES: ImageRoute[] = [
  {
    name: "listing photo",
    method: "POST",
    path: () => "/api/manage/uploads/images",
    field: "image",
    account: ADMIN,
    accepted: 201,
    maxBytes: PROPERTY_IMAGE_MAX_BYTES,
    sizeMessage: PROPERTY_IMAGE_SIZE_ERROR,
  },
  {
    name: "avatar",
    method: "PUT",
    path: () => "/api/profile/me/avatar",
    field: "avatar",
    account: ADMIN,
    accepted: 200,
    maxBytes: AVATAR_MAX_BYTES,
    sizeMessage: AVATAR_SIZE_ERROR.message,
  },
  {
    name: "portfolio photo",
    method: "POST",
    path: () => "/api/directory/me/portfolio",
    field: PORTFOLIO_FIELD,
    account: PHOTOGRAPHER,
    accepted: 201,
    maxBytes: AVATAR_MAX_BYTES,
    sizeMessage: AVATAR_SIZE_ERROR.message,
  },
  {
    name: "blog cover",
    method: "PUT",
    path: () => `/api/admin/blog/posts/${blogPostId}/cover`,
    field: "cover",
    account: ADMIN,
    accepted: 200,
    maxBytes: AVATAR_MAX_BYTES,
    sizeMessage: AVATAR_SIZE_ERROR.message,
  },
];

describe.each(IMAGE_ROUTES)("$name upload, sent slowly", (route) => {
  const upload = (image: File, options?: Partial<SlowRequest>) => {
    const form = new FormData();
    form.append(route.field, image);
    return send(route.account, route.method, route.path(), form, options);
  };

  it("stores a good image", async () => {
    const before = await storedFiles(server);
    const answer = answerOf(await upload(file(goodJpeg, "photo.jpg", "image/jpeg")));
    expect(answer.status, answer.body).toBe(route.accepted);
    expect((await storedFiles(server)).length).toBeGreaterThan(before.length);
    await expectServing(server);
  });

  it("refuses a file that is not an image on its field", async () => {
    const before = await storedFiles(server);
    expectIssue(await upload(notAnImage()), 400, route.field, AVATAR_TYPE_ERROR.message);
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("refuses an oversized file whose size only shows as it arrives", async () => {
    const before = await storedFiles(server);
    const result = await upload(oversized(route.maxBytes + 128 * 1024), {
      chunked: true,
      chunkSize: 64 * 1024,
      delayMs: 1,
    });
    expectIssue(result, 413, route.field, route.sizeMessage);
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("keeps nothing of a body cut off halfway", async () => {
    const before = await storedFiles(server);
    const image = file(goodJpeg, "photo.jpg", "image/jpeg");
    expect(await upload(image, { cutAfter: Math.floor(goodJpeg.length / 2) })).toBe("cut");
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });
});

describe("reel upload, sent slowly", () => {
  async function reelForm(parts: { video?: File; poster?: File } = {}) {
    const form = new FormData();
    form.append(
      "video",
      parts.video ?? file(videoFixture("portrait.mp4"), "tour.mp4", "video/mp4"),
    );
    form.append("poster", parts.poster ?? file(await posterJpeg(), "poster.jpg", "image/jpeg"));
    form.append("title", "Slow network tour");
    return form;
  }
  const upload = async (form: FormData, options?: Partial<SlowRequest>, account = ADMIN) =>
    send(account, "POST", "/api/manage/reels", form, { chunkSize: 512, ...options });

  it("stores a good video and poster", async () => {
    const before = await storedFiles(server);
    const answer = answerOf(await upload(await reelForm()));
    expect(answer.status, answer.body).toBe(202);
    expect((await storedFiles(server)).length).toBeGreaterThan(before.length);
    await expectServing(server);
  });

  it("refuses an AVI on the video field as soon as it shows, and keeps serving", async () => {
    const before = await storedFiles(server);
    // As long as a phone's clip needs, so that most of it is still on its way when it is refused.
    const avi = new Uint8Array(64 * 1024);
    avi.set(videoFixture("clip.avi"));
    const video = file(avi, "clip.avi", "video/x-msvideo");
    // Paced so that even a busy host answers long before the last byte would have gone.
    const answer = expectIssue(
      await upload(await reelForm({ video }), { delayMs: 50 }),
      400,
      "video",
      VIDEO_REJECTION_MESSAGES.unsupported,
    );
    // The rest need not be sent: the answer is known once the video's first bytes are.
    expect(answer.early).toBe(true);
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("refuses a poster that is not an image on the poster field", async () => {
    const before = await storedFiles(server);
    const result = await upload(await reelForm({ poster: notAnImage() }));
    expectIssue(result, 400, "poster", AVATAR_TYPE_ERROR.message);
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("refuses an oversized poster as it arrives, and a video announced as too large at once", async () => {
    const before = await storedFiles(server);
    const poster = oversized(REEL_POSTER_MAX_BYTES + 128 * 1024);
    const tooLargePoster = await upload(await reelForm({ poster }), {
      chunked: true,
      chunkSize: 64 * 1024,
      delayMs: 1,
    });
    expectIssue(tooLargePoster, 413, "poster", AVATAR_SIZE_ERROR.message);

    const announced = await upload(await reelForm(), {
      headers: { "content-length": String(REEL_VIDEO_MAX_BYTES * 2) },
      delayMs: 50,
    });
    expect(expectIssue(announced, 413, "video", VIDEO_REJECTION_MESSAGES["too-large"]).early).toBe(
      true,
    );
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("keeps nothing of a body cut off halfway through the video", async () => {
    const before = await storedFiles(server);
    // Past the video's first 4 KiB, so that it is being stored when the client goes.
    const cutAfter = Math.floor(videoFixture("portrait.mp4").length * 0.9);
    expect(await upload(await reelForm(), { cutAfter }, SECOND_ADMIN)).toBe("cut");
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });

  it("keeps nothing of a body cut off during a file the form does not take", async () => {
    const before = await storedFiles(server);
    const form = await reelForm();
    form.append("attachment", file(goodJpeg, "extra.jpg", "image/jpeg"));
    const { byteLength } = await new Request(server.origin, {
      method: "POST",
      body: form,
    }).arrayBuffer();
    const cutAfter = byteLength - Math.floor(goodJpeg.length / 2);
    expect(await upload(form, { cutAfter, chunkSize: 4096 }, SECOND_ADMIN)).toBe("cut");
    await expectStoredAsBefore(server, before);
    await expectServing(server);
  });
});
