import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Overridable for a machine whose ffmpeg is not on PATH. */
const FFMPEG = process.env.FFMPEG ?? "ffmpeg";
const FFPROBE = process.env.FFPROBE ?? "ffprobe";

/** Runs ffmpeg with an argument list (never a shell string), quiet unless something fails. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run(FFMPEG, ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  level?: number;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  nb_frames?: string;
  color_space?: string;
}

export interface Probe {
  streams: ProbedStream[];
  format: { duration: string; size: string; bit_rate: string; format_name: string };
}

export async function ffprobe(file: string): Promise<Probe> {
  const { stdout } = await run(FFPROBE, [
    "-v",
    "error",
    "-show_streams",
    "-show_format",
    "-of",
    "json",
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}
