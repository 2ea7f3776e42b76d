import { parseText } from "media-captions";
import { MANAGE_REEL_MESSAGES } from "@/shared/manage-reels";
import { ApiError } from "../platform/http/errors";

/** What an uploader gave as captions: timed cues (from WebVTT or SRT), or typed lines to time. */
export type CaptionsInput = { kind: "timed"; vtt: string } | { kind: "typed"; text: string };

const invalid = () =>
  ApiError.validation([{ path: "captions", message: MANAGE_REEL_MESSAGES.captionsInvalid }]);

/** hh:mm:ss.mmm, as WebVTT writes times. */
function timestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/** A cue's text cannot hold the arrow that starts a timing line, nor a blank line that ends it. */
const cueText = (text: string) =>
  text
    .replaceAll("-->", "->")
    .replace(/\n\s*\n/g, "\n")
    .trim();

/** Writes cues as a fresh WebVTT file: only timings and text survive, never the file's own extras. */
function toVtt(cues: { startTime: number; endTime: number; text: string }[]): string {
  const blocks = cues.map(
    (cue) => `${timestamp(cue.startTime)} --> ${timestamp(cue.endTime)}\n${cueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/**
 * Reads captions as given: a WebVTT file (it starts with WEBVTT), an SRT file (it has timing
 * lines), or typed lines. Files are re-written from their cues; one with no cue is refused (400).
 */
export async function readCaptions(source: string): Promise<CaptionsInput> {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const type = text.trimStart().startsWith("WEBVTT") ? "vtt" : text.includes("-->") ? "srt" : null;
  if (type === null) {
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0) throw invalid();
    return { kind: "typed", text: lines.map((line) => line.trim()).join("\n") };
  }
  const { cues } = await parseText(text, { type });
  const timed = cues.filter((cue) => cue.endTime > cue.startTime && cueText(cue.text) !== "");
  if (timed.length === 0) throw invalid();
  return { kind: "timed", vtt: toVtt(timed) };
}

/** Typed lines shown one after another, evenly over the video. */
export function typedCaptionsToVtt(text: string, durationSeconds: number): string {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const each = durationSeconds / lines.length;
  return toVtt(
    lines.map((line, index) => ({
      startTime: index * each,
      endTime: (index + 1) * each,
      text: line,
    })),
  );
}

/** The WebVTT to store for captions read by readCaptions, once the video's length is known. */
export function captionsVtt(input: CaptionsInput, durationSeconds: number): string {
  return input.kind === "timed" ? input.vtt : typedCaptionsToVtt(input.text, durationSeconds);
}
