import { stat } from "node:fs/promises";
import path from "node:path";
import { ffmpegPath } from "./binaries";
import { VideoProcessingError } from "./processing-error";
import { NO_TAGS_ARGS, QUIET_ARGS, runTool, SAFE_INPUT_ARGS } from "./run-ffmpeg";

const FRAME_TIMEOUT_MS = 30_000;

/**
 * Writes `count` upright JPEG stills spread evenly through the video (the middle of each of
 * `count` equal parts, never the black first frame) and returns their paths in order.
 */
export async function extractFrames(
  file: string,
  durationSeconds: number,
  count: number,
  outDir: string,
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const output = path.join(outDir, `frame-${String(i + 1).padStart(2, "0")}.jpg`);
    const seconds = ((i + 0.5) / count) * durationSeconds;
    await runTool(
      ffmpegPath(),
      [
        ...QUIET_ARGS,
        "-y",
        // Before -i: jump to the nearest keyframe instead of decoding everything up to it.
        "-ss",
        seconds.toFixed(3),
        ...SAFE_INPUT_ARGS,
        "-i",
        file,
        "-map",
        "0:V:0",
        "-frames:v",
        "1",
        "-q:v",
        "3",
        ...NO_TAGS_ARGS,
        "-f",
        "image2",
        output,
      ],
      { signal: options.signal, timeoutMs: FRAME_TIMEOUT_MS, outputs: [output] },
    );
    // A seek past the last decodable frame succeeds without writing anything.
    const written = await stat(output).catch(() => null);
    if (!written?.size)
      throw new VideoProcessingError("unreadable", { detail: `no frame at ${seconds}s` });
    paths.push(output);
  }
  return paths;
}
