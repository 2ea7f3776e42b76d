import { ffmpegPath } from "./binaries";
import { NO_TAGS_ARGS, QUIET_ARGS, runTool, SAFE_INPUT_ARGS } from "./run-ffmpeg";

export interface RenditionSpec {
  /** Pixels on the short side; a smaller source is never enlarged. */
  shortSide: number;
  /** x264's constant quality (lower is better); the small rendition trades detail for bytes. */
  crf: number;
  /** Video bitrate cap; quality is otherwise constant (CRF). */
  maxKbps: number;
  audioKbps: number;
}

export interface RenditionTarget extends RenditionSpec {
  path: string;
}

export const REEL_RENDITIONS = {
  full: { shortSide: 720, crf: 23, maxKbps: 2500, audioKbps: 128 },
  small: { shortSide: 360, crf: 28, maxKbps: 600, audioKbps: 64 },
} as const satisfies Record<string, RenditionSpec>;

export interface TranscodeOptions {
  /** From the probe: progress is measured against it. */
  durationSeconds: number;
  hasAudio: boolean;
  /** Decoder, filter and encoder threads each (default 1: a transcode must not starve requests). */
  threads?: number;
  /** Default 10. */
  niceness?: number;
  signal?: AbortSignal;
  /** 0 to 1, increasing. */
  onProgress?: (fraction: number) => void;
}

/** Keeps frames at least ~1/30 s apart: 60 and 120 fps halve or quarter, 30 fps and below stay. */
const MAX_30_FPS = "select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,0.03)'";
/** A keyframe about every 2 seconds, so players can start anywhere. */
const GOP_FRAMES = "60";

/** The short side of the picture becomes min(target, source), rounded down to even. */
function scaleFilter(shortSide: number): string {
  const side = (edge: string) => `trunc(min(${shortSide}\\,${edge})/2)*2`;
  return `scale=w='if(lte(iw\\,ih)\\,${side("iw")}\\,-2)':h='if(lte(iw\\,ih)\\,-2\\,${side("ih")})'`;
}

/**
 * One FFmpeg run decodes the upload once and writes every rendition: H.264/AAC MP4 that every
 * browser plays, upright (FFmpeg applies the phone's rotation while decoding), moov first so
 * playback starts before the download ends, and nothing of the source's metadata (place, device,
 * time) or of the encoder. Partial outputs are removed when it fails or is aborted.
 */
export async function transcodeReel(
  input: string,
  outputs: readonly RenditionTarget[],
  options: TranscodeOptions,
): Promise<void> {
  const threads = String(options.threads ?? 1);
  const labels = outputs.map((_, i) => `[v${i}]`);
  const graph = [
    `[0:V:0]${MAX_30_FPS},split=${outputs.length}${outputs.map((_, i) => `[s${i}]`).join("")}`,
    ...outputs.map((target, i) => `[s${i}]${scaleFilter(target.shortSide)}${labels[i]}`),
  ].join(";");

  const args = [
    ...QUIET_ARGS,
    "-nostats",
    "-progress",
    "pipe:1",
    "-y",
    "-threads",
    threads,
    ...SAFE_INPUT_ARGS,
    "-i",
    input,
    "-filter_complex_threads",
    threads,
    "-filter_complex",
    graph,
  ];
  outputs.forEach((target, i) => {
    args.push(
      "-map",
      labels[i] as string,
      ...(options.hasAudio ? ["-map", "0:a:0"] : []),
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      // Main for the small rendition: the oldest phones that need it decode nothing more.
      "-profile:v",
      target.shortSide >= 720 ? "high" : "main",
      "-pix_fmt",
      "yuv420p",
      "-crf",
      String(target.crf),
      "-maxrate",
      `${target.maxKbps}k`,
      "-bufsize",
      `${target.maxKbps * 2}k`,
      "-g",
      GOP_FRAMES,
      // x264 writes its version and settings into the stream itself (an SEI unit): dropped.
      "-bsf:v",
      "filter_units=remove_types=6",
      "-vsync",
      "vfr",
      "-threads",
      threads,
      ...(options.hasAudio ? ["-c:a", "aac", "-b:a", `${target.audioKbps}k`, "-ac", "2"] : ["-an"]),
      "-sn",
      "-dn",
      ...NO_TAGS_ARGS,
      "-movflags",
      "+faststart",
      // Several outputs of one graph fill their queues unevenly; the default is too small.
      "-max_muxing_queue_size",
      "4096",
      "-f",
      "mp4",
      target.path,
    );
  });

  let reported = 0;
  const report = (fraction: number) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (clamped <= reported) return;
    reported = clamped;
    options.onProgress?.(clamped);
  };
  await runTool(ffmpegPath(), args, {
    signal: options.signal,
    niceness: options.niceness ?? 10,
    outputs: outputs.map((target) => target.path),
    onStdoutLine: (line) => {
      const [key, value] = line.split("=", 2);
      // Both keys are microseconds (out_time_ms is misnamed), whichever the build prints.
      if ((key === "out_time_us" || key === "out_time_ms") && value && /^\d+$/.test(value)) {
        report(Number(value) / 1e6 / options.durationSeconds);
      } else if (key === "progress" && value === "end") {
        report(1);
      }
    },
  });
}
