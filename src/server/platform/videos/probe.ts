import { ffprobePath } from "./binaries";
import { VideoProcessingError } from "./processing-error";
import { runTool, SAFE_INPUT_ARGS } from "./run-ffmpeg";

const PROBE_TIMEOUT_MS = 30_000;

/** A video as FFprobe sees it; width and height as it is displayed, after any rotation. */
export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  videoCodec: string;
  /** Clockwise degrees a player turns the stored picture (a phone held upright: 90). */
  rotation: 0 | 90 | 180 | 270;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

interface ProbeOutput {
  format?: { duration?: string };
  streams?: ProbeStream[];
}

export async function probeVideo(
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<ProbedVideo> {
  const stdout = await runTool(
    ffprobePath(),
    [
      "-v",
      "error",
      ...SAFE_INPUT_ARGS,
      "-print_format",
      "json",
      "-show_format",
      "-show_streams",
      file,
    ],
    { signal: options.signal, timeoutMs: PROBE_TIMEOUT_MS },
  );
  let output: ProbeOutput;
  try {
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (error) {
    throw new VideoProcessingError("unreadable", {
      detail: "unparsable ffprobe output",
      cause: error,
    });
  }
  const streams = output.streams ?? [];
  // Cover art is a "video" stream of one picture: a music file with a cover is still no video.
  const video = streams.find((s) => s.codec_type === "video" && s.disposition?.attached_pic !== 1);
  if (!video) throw new VideoProcessingError("no-video");
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  const durationSeconds = positive(output.format?.duration) ?? positive(video.duration);
  if (!durationSeconds || width <= 0 || height <= 0) {
    throw new VideoProcessingError("unreadable", { detail: "no duration or size" });
  }
  const rotation = rotationOf(video);
  const turned = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: turned ? height : width,
    height: turned ? width : height,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    videoCodec: video.codec_name ?? "unknown",
    rotation,
  };
}

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * Recent FFprobe reports a display matrix, whose rotation is counter-clockwise (a phone held
 * upright: -90); older ones a "rotate" tag in clockwise degrees. Players only turn by quarters.
 */
function rotationOf(stream: ProbeStream): ProbedVideo["rotation"] {
  const matrix = stream.side_data_list?.find((d) => d.side_data_type === "Display Matrix");
  const degrees =
    typeof matrix?.rotation === "number" ? -matrix.rotation : Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  const quarters = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarters * 90) as ProbedVideo["rotation"];
}

/** A reel must be short enough to be a tour and large enough to watch. */
export function assertReelLimits(
  info: Pick<ProbedVideo, "durationSeconds" | "width" | "height">,
  limits: { maxSeconds: number; minShortSide: number },
): void {
  if (info.durationSeconds > limits.maxSeconds) throw new VideoProcessingError("too-long");
  if (Math.min(info.width, info.height) < limits.minShortSide) {
    throw new VideoProcessingError("too-small");
  }
}
