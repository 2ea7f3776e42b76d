import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Context } from "hono";
import type { FieldIssue } from "@/shared/errors";
import {
  REEL_CAPTIONS_MAX_CHARS,
  REEL_POSTER_MAX_BYTES,
  REEL_VIDEO_MAX_BYTES,
  VIDEO_REJECTION_MESSAGES,
} from "@/shared/manage-reels";
import { reelTitleSchema, reelUploadFieldsSchema } from "@/shared/schemas/manage-reels";
import { AVATAR_SIZE_ERROR } from "@/shared/schemas/profile";
import { ApiError } from "../platform/http/errors";
import { cleanValue } from "../platform/http/storable-text";
import type { Storage } from "../platform/storage/storage";
import { VideoRejectedError } from "../platform/videos/errors";
import { readCaptions } from "../reels/captions";
import type { NewReelUpload } from "./reel-uploads.service";
import { type StoredVideoPart, storeVideoPart } from "./video-part";

/** Room for the multipart boundaries, part headers and the text fields around the two files. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** The whole body's limit (the app-wide one skips this path, see UPLOAD_PATHS in app.ts). */
const REEL_UPLOAD_BODY_MAX = REEL_VIDEO_MAX_BYTES + REEL_POSTER_MAX_BYTES + MULTIPART_OVERHEAD;

const videoTooLarge = () => {
  const message = VIDEO_REJECTION_MESSAGES["too-large"];
  return new ApiError("PAYLOAD_TOO_LARGE", message, [{ path: "video", message }]);
};

const posterTooLarge = () => {
  const message = AVATAR_SIZE_ERROR.message;
  return new ApiError("PAYLOAD_TOO_LARGE", message, [{ path: "poster", message }]);
};

const notAForm = () =>
  ApiError.validation(
    [{ path: "video", message: VIDEO_REJECTION_MESSAGES.unsupported }],
    "The upload is not a valid form",
  );

/** Fails the body once it passes the limit, whatever Content-Length claimed (or if it is absent). */
function byteLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? videoTooLarge() : null, chunk);
    },
  });
}

/** A file part's bytes; rejects with `tooLarge()` once they pass max. */
async function boundedBytes(
  part: Readable,
  max: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of part as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > max) throw tooLarge();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

interface ParsedForm {
  text: Map<string, string>;
  video: StoredVideoPart | null;
  poster: Uint8Array | null;
}

/** Why the parser was stopped before the body's end: a part was refused or failed. */
const PART_FAILED = new Error("a part of the form failed");

/**
 * Parses the multipart body as it arrives: the video part streams to storage (see video-part.ts),
 * the poster is kept in memory up to its 5 MB (sharp reads it whole anyway), text fields as they
 * come. The first part refused (a video that is no MP4 or WebM, a poster too large) or failing
 * ends the parse at once, so the client hears it without sending the rest. Whatever fails (the
 * client hanging up included), the stored video is removed again.
 */
async function parseForm(c: Context, storage: Storage, reelId: string): Promise<ParsedForm> {
  const body = c.req.raw.body;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      // One past the limit, so a video of exactly the limit is not flagged as cut.
      // Captions may be multi-byte text; a longer field is cut, and then refused below.
      limits: {
        files: 2,
        fields: 8,
        fieldSize: 4 * REEL_CAPTIONS_MAX_CHARS,
        fileSize: REEL_VIDEO_MAX_BYTES + 1,
      },
    });
  } catch {
    throw notAForm();
  }
  if (!body) throw notAForm();
  const text = new Map<string, string>();
  // Filled as the parts arrive, hence an object the handlers write to.
  const parts: { video?: Promise<StoredVideoPart>; poster?: Promise<Uint8Array> } = {};
  const stopParsing = new AbortController();
  let partFailure: { reason: unknown } | undefined;
  // A part's promise is made in an event handler while the body still streams in: its rejection
  // must be handled there and then, or Node reports it unhandled (and would end the process).
  const watch = <T>(work: Promise<T>): Promise<T> => {
    work.catch((reason: unknown) => {
      partFailure ??= { reason };
      stopParsing.abort(PART_FAILED);
    });
    return work;
  };
  parser.on("field", (name, value, info) => {
    // A cut field is over every text limit: one more character makes the schema refuse it.
    if (!text.has(name)) text.set(name, info.valueTruncated ? `${value}…` : value);
  });
  parser.on("file", (name, part) => {
    // A stopped or failed parse destroys the part streaming in with an error: its reader reports
    // that through its promise, but a part no one reads (or no longer reads) has no one to tell,
    // and an error event with no listener would end the process.
    part.on("error", () => undefined);
    if (name === "video" && !parts.video)
      parts.video = watch(storeVideoPart(storage, reelId, part));
    else if (name === "poster" && !parts.poster)
      parts.poster = watch(boundedBytes(part, REEL_POSTER_MAX_BYTES, posterTooLarge));
    else part.resume();
  });
  const [parsing] = await Promise.allSettled([
    pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream),
      byteLimit(REEL_UPLOAD_BODY_MAX),
      parser,
      { signal: stopParsing.signal },
    ),
  ]);
  // A failed or stopped parse has failed the parts still streaming (the parser destroys them).
  const [videoResult, posterResult] = await Promise.allSettled([
    parts.video ?? null,
    parts.poster ?? null,
  ]);
  const video = videoResult.status === "fulfilled" ? videoResult.value : null;
  const poster = posterResult.status === "fulfilled" ? posterResult.value : null;
  const bodyFailed =
    parsing.status === "rejected" && (parsing.reason as Error)?.cause !== PART_FAILED;
  if (bodyFailed || partFailure) {
    if (video) await storage.delete(video.key);
    // The part's own reason: a refusal is the client's, a storage error is not.
    if (!bodyFailed) throw partFailure?.reason;
    const { reason } = parsing as PromiseRejectedResult;
    // A body that fails to parse (malformed, cut off) is the client's fault.
    throw reason instanceof ApiError ? reason : notAForm();
  }
  return { text, video, poster: poster && poster.length > 0 ? poster : null };
}

/** A form's text fields, checked: the value when every one is valid, and the issues otherwise. */
type FieldsCheck<T> = (
  text: Map<string, string>,
) => Promise<{ value: T; issues: [] } | { value: null; issues: FieldIssue[] }>;

/**
 * Reads a form carrying a video: the video streams to storage as it arrives; a file over its
 * limit is a 413, a refused file a 400 on its field, both at once. Otherwise every missing or
 * invalid field (the video's and those `check` finds) is reported together as a field issue
 * (400), and the stored video removed again.
 */
async function readVideoForm<T>(c: Context, storage: Storage, check: FieldsCheck<T>) {
  const declared = Number(c.req.header("content-length"));
  if (declared > REEL_UPLOAD_BODY_MAX) throw videoTooLarge();
  const id = randomUUID();
  const { text, video, poster } = await parseForm(c, storage, id);
  const issues: FieldIssue[] = [];
  if (!video) issues.push({ path: "video", message: VIDEO_REJECTION_MESSAGES.unsupported });
  const fields = await check(text);
  issues.push(...fields.issues);
  if (issues.length > 0 || !video || fields.value === null) {
    if (video) await storage.delete(video.key);
    throw ApiError.validation(issues);
  }
  return { id, video, poster, fields: fields.value };
}

function fieldIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join(".") || "(body)",
    message: issue.message,
  }));
}

/**
 * The upload form: video, an optional poster (else one is taken from the video), title,
 * propertyId and optional captions.
 */
export async function readReelUpload(c: Context, storage: Storage): Promise<NewReelUpload> {
  const { id, video, poster, fields } = await readVideoForm(c, storage, async (text) => {
    // Cleaned like a JSON body: a NUL in the title would otherwise fail the insert with a 500.
    const parsed = reelUploadFieldsSchema.safeParse(
      cleanValue({
        title: text.get("title") ?? "",
        propertyId: text.get("propertyId"),
        captions: text.get("captions"),
      }),
    );
    const issues = parsed.success ? [] : fieldIssues(parsed.error);
    const captionsText = parsed.success ? parsed.data.captions : null;
    const captions = captionsText
      ? await readCaptions(captionsText).catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          issues.push(...(error.issues ?? []));
          return null;
        })
      : null;
    if (!parsed.success || issues.length > 0) return { value: null, issues };
    return { value: { ...parsed.data, captions }, issues: [] };
  });
  return {
    id,
    title: fields.title,
    propertyId: fields.propertyId,
    video,
    poster,
    captions: fields.captions,
  };
}

/** A video delivered for a reel, with the reel's title: the upload form without its extras. */
export async function readTitledVideo(c: Context, storage: Storage) {
  const { id, video, fields } = await readVideoForm(c, storage, async (text) => {
    const parsed = reelTitleSchema.safeParse(cleanValue(text.get("title") ?? ""));
    return parsed.success
      ? { value: parsed.data, issues: [] }
      : { value: null, issues: fieldIssues(parsed.error).map((i) => ({ ...i, path: "title" })) };
  });
  return { id, video, title: fields };
}

/** A refused video as an issue of the form's video field. */
export function asVideoFieldError(error: unknown): unknown {
  if (!(error instanceof VideoRejectedError)) return error;
  if (error.reason === "too-large") return videoTooLarge();
  return ApiError.validation([{ path: "video", message: error.message }], error.message);
}
