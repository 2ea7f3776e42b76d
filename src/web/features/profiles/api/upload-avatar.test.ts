import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, OFFLINE_MESSAGE } from "@/web/lib/api-client";
import { uploadAvatar } from "./upload-avatar";

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Just enough of XMLHttpRequest to play the server's part (node has none). */
class FakeRequest {
  static last: FakeRequest;
  method = "";
  url = "";
  body: unknown;
  status = 0;
  responseText = "";
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  /** No answer here carries headers (a 429 would bring Retry-After). */
  getResponseHeader(): string | null {
    return null;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit("abort");
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get("progress") ?? []) {
      listener({ lengthComputable: true, loaded, total });
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.emit("load");
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ lengthComputable: false, loaded: 0, total: 0 });
    }
  }
}

const file = () => new File([new Uint8Array([0x89, 0x50])], "me.png", { type: "image/png" });

beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe("uploadAvatar", () => {
  it("sends the file as the multipart field avatar and reports progress", async () => {
    const progress: number[] = [];
    const done = uploadAvatar(file(), (share) => progress.push(share));
    const request = FakeRequest.last;
    expect([request.method, request.url]).toEqual(["PUT", "/api/profile/me/avatar"]);
    expect((request.body as FormData).get("avatar")).toBeInstanceOf(File);
    request.progress(50, 200);
    request.respond(200, { id: "u1", avatarUrl: "/media/avatars/u1/a.webp" });
    await expect(done).resolves.toMatchObject({ avatarUrl: "/media/avatars/u1/a.webp" });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's message and field issue", async () => {
    const done = uploadAvatar(file());
    FakeRequest.last.respond(400, {
      code: "VALIDATION_FAILED",
      message: "Please upload an image file",
      issues: [{ path: "avatar", message: "Please upload an image file" }],
    });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      message: "Please upload an image file",
      issues: [{ path: "avatar", message: "Please upload an image file" }],
    });
  });

  it("turns a bare 413 and a network failure into readable errors", async () => {
    const tooLarge = uploadAvatar(file());
    FakeRequest.last.respond(413, "<html>too large</html>");
    await expect(tooLarge).rejects.toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });

    const offline = uploadAvatar(file());
    FakeRequest.last.emit("error");
    await expect(offline).rejects.toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
  });

  it("stops the upload when the signal aborts", async () => {
    const controller = new AbortController();
    const done = uploadAvatar(file(), undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeRequest.last.aborted).toBe(true);
  });
});
