import { createRequire } from "node:module";

/**
 * Where the FFmpeg binaries are. The npm packages ship static builds for common platforms; an
 * operator elsewhere sets FFMPEG_PATH / FFPROBE_PATH (read by env.ts, handed over here at start).
 * The packages throw when loaded on a platform they do not cover, so they are loaded on first
 * use, never at import: a server that never transcodes still starts.
 */
const require = createRequire(import.meta.url);

type Tool = "ffmpeg" | "ffprobe";

const PACKAGES: Record<Tool, string> = {
  ffmpeg: "@ffmpeg-installer/ffmpeg",
  ffprobe: "@ffprobe-installer/ffprobe",
};

const SETTINGS: Record<Tool, string> = { ffmpeg: "FFMPEG_PATH", ffprobe: "FFPROBE_PATH" };

const resolved = new Map<Tool, string>();
const overrides: Partial<Record<Tool, string>> = {};

/** The operator's own builds, when the settings name them; before any video work. */
export function setVideoBinaries(paths: {
  ffmpeg?: string | undefined;
  ffprobe?: string | undefined;
}) {
  resolved.clear();
  overrides.ffmpeg = paths.ffmpeg;
  overrides.ffprobe = paths.ffprobe;
}

function resolveBinary(tool: Tool): string {
  const known = resolved.get(tool);
  if (known) return known;
  const override = overrides[tool];
  let path: string;
  if (override) {
    path = override;
  } else {
    try {
      path = (require(PACKAGES[tool]) as { path: string }).path;
    } catch (error) {
      throw new Error(
        `${tool} is not available for ${process.platform}-${process.arch}: install ${tool} and set ${SETTINGS[tool]} to its path (${String(error instanceof Error ? error.message : error)})`,
        { cause: error },
      );
    }
  }
  resolved.set(tool, path);
  return path;
}

export const ffmpegPath = (): string => resolveBinary("ffmpeg");
export const ffprobePath = (): string => resolveBinary("ffprobe");
