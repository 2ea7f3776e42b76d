/**
 * Makes each demo reel's small rendition the way the app makes an upload's (the same FFmpeg
 * targets, from npm), from the videos generate-reel-videos.ts rendered, and records its size in
 * assets/demo/reels.json. Run it after generate-reel-videos.ts:
 *
 *   node --import tsx scripts/demo-media/render-reel-renditions.ts
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { demoReelFilePath, demoReelSchema } from "../../src/server/demo/demo-assets";
import { probeVideo } from "../../src/server/platform/videos/probe";
import { REEL_RENDITIONS, transcodeReel } from "../../src/server/platform/videos/transcode";

const REELS_JSON = path.resolve(import.meta.dirname, "../../assets/demo/reels.json");

const { reels } = z
  .object({ reels: z.array(demoReelSchema) })
  .parse(JSON.parse(await readFile(REELS_JSON, "utf8")));
const work = await mkdtemp(path.join(os.tmpdir(), "hs-reel-renditions-"));
try {
  for (const reel of reels) {
    const video = `${reel.slug}.360.mp4`;
    const output = path.join(work, video);
    // One thread: x264's output depends on the thread count, and the files should not churn.
    await transcodeReel(
      demoReelFilePath(reel.video),
      [{ ...REEL_RENDITIONS.small, path: output }],
      {
        durationSeconds: reel.durationSeconds,
        hasAudio: false,
        threads: 1,
      },
    );
    const { width, height } = await probeVideo(output);
    await writeFile(demoReelFilePath(video), await readFile(output));
    reel.small = { video, width, height };
    console.info(`${video}: ${width}x${height}`);
  }
  await writeFile(REELS_JSON, `${JSON.stringify({ reels }, null, 2)}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
