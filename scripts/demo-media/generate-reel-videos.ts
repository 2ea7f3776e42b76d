/**
 * Renders the demo reels that ship with the app (no outside media): for each entry of
 * assets/demo/reels.json, a short vertical tour of that listing's six demo photos, each panned or
 * zoomed (see ken-burns.ts) and crossfaded into the next, plus a poster of its first frame. Then it
 * checks every file with ffprobe and writes the measured size and duration back to reels.json.
 *
 *   node --import tsx scripts/demo-media/generate-reel-videos.ts
 *
 * It needs an FFmpeg of 4.3 or later with the xfade filter (FFMPEG / FFPROBE to point at it; the
 * app's own build from npm is older). Run it after changing a listing's photos, a move or the
 * settings below, then render-reel-renditions.ts for the small renditions it removes.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import {
  type DemoProperty,
  type DemoReel,
  demoReelSchema,
  loadDemoProperties,
} from "../../src/server/demo/demo-assets";
import { ffmpeg, ffprobe } from "./ffmpeg";
import { kenBurns, MOVES } from "./ken-burns";
import { isFaststart, topLevelBoxes } from "./mp4-boxes";

const DEMO_DIR = path.resolve(import.meta.dirname, "../../assets/demo");
const REELS_DIR = path.join(DEMO_DIR, "reels");
const REELS_JSON = path.join(DEMO_DIR, "reels.json");

const OUTPUT = { width: 720, height: 1280 };
const FPS = 30;
/** 2.2 s per photo, 0.5 s of it shared with the next: six photos make 10.7 s. */
const CLIP_FRAMES = 66;
const FADE_FRAMES = 15;
/** Flat illustrations compress well: 30 keeps edges clean at about 450-650 kB a reel. */
const CRF = "30";
/** A key frame at least every 5 s (and at each cut x264 finds); nobody seeks in a 10 s reel. */
const KEYFRAME_INTERVAL = 5 * FPS;
/** x264's output depends on its thread count, so it is fixed for repeatable files. */
const ENCODER_THREADS = "4";
const POSTER_QUALITY = 90;

/** The hand-written part of reels.json; the generator fills in the rest. */
const reelInputSchema = demoReelSchema.partial({
  video: true,
  poster: true,
  width: true,
  height: true,
  durationSeconds: true,
});
type ReelInput = z.infer<typeof reelInputSchema>;

async function main() {
  const started = performance.now();
  const input = z
    .object({ reels: z.array(reelInputSchema).min(1) })
    .parse(JSON.parse(await readFile(REELS_JSON, "utf8")));
  const listings = new Map((await loadDemoProperties()).map((listing) => [listing.slug, listing]));
  await mkdir(REELS_DIR, { recursive: true });
  const work = await mkdtemp(path.join(os.tmpdir(), "hs-reels-"));
  try {
    // Side by side: each ffmpeg keeps about one core busy.
    const reels = await Promise.all(
      input.reels.map((reel) => {
        const listing = listings.get(reel.slug);
        if (!listing) throw new Error(`reels.json: no demo listing ${reel.slug}`);
        if (reel.daysAgo > listing.daysAgo)
          throw new Error(`${reel.slug}: the reel would be older than its listing`);
        return renderReel(reel, listing, path.join(work, reel.slug));
      }),
    );
    // Written only once every reel has passed its checks, and files no entry names are removed.
    const keep = new Set(reels.flatMap(({ entry }) => [entry.video, entry.poster]));
    for (const file of await readdir(REELS_DIR))
      if (!keep.has(file)) await rm(path.join(REELS_DIR, file));
    for (const { entry, video, poster } of reels) {
      await writeFile(path.join(REELS_DIR, entry.video), video);
      await writeFile(path.join(REELS_DIR, entry.poster), poster);
    }
    const entries = reels.map((reel) => reel.entry);
    await writeFile(REELS_JSON, `${JSON.stringify({ reels: entries }, null, 2)}\n`);
    report(reels, performance.now() - started);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function renderReel(reel: ReelInput, listing: DemoProperty, work: string) {
  await mkdir(work, { recursive: true });
  const photos = await Promise.all(
    listing.photos.map(async (photo, i) => {
      const move = MOVES[photo.label];
      if (!move) throw new Error(`${listing.slug}: no camera move for "${photo.label}"`);
      const source = sharp(path.join(DEMO_DIR, "properties", listing.slug, photo.file));
      const { width, height } = await source.metadata();
      const { region, filter } = kenBurns(move, { width, height }, OUTPUT, CLIP_FRAMES);
      // sharp decodes the WebP (libwebp, exact colours); ffmpeg reads the shown part as PNG.
      const file = path.join(work, `${i}.png`);
      await source.extract(region).removeAlpha().png({ compressionLevel: 1 }).toFile(file);
      return { file, filter };
    }),
  );
  const first = photos[0];
  if (!first) throw new Error(`${listing.slug}: no photos`);

  const videoTmp = path.join(work, "video.mp4");
  const posterPng = path.join(work, "poster.png");
  await Promise.all([encodeVideo(photos, videoTmp), renderPoster(first, posterPng)]);

  const video = new Uint8Array(await readFile(videoTmp));
  const { measured, summary } = await verify(videoTmp, video, photos.length);
  const poster = await sharp(posterPng)
    .webp({ quality: POSTER_QUALITY, smartSubsample: true })
    .toBuffer();
  const posterSize = await sharp(poster).metadata();
  if (posterSize.width !== measured.width || posterSize.height !== measured.height)
    throw new Error(`${reel.slug}: the poster is not the video's size`);
  const entry: DemoReel = {
    slug: reel.slug,
    title: reel.title,
    video: `${reel.slug}.mp4`,
    poster: `${reel.slug}.poster.webp`,
    ...measured,
    daysAgo: reel.daysAgo,
    ...(reel.captions ? { captions: reel.captions } : {}),
  };
  return { entry, video, poster, summary };
}

/** One still photo repeated for a clip's frames, then moved over (the window resampled each frame). */
function clip(input: number, filter: string) {
  return (
    `[${input}:v]loop=loop=${CLIP_FRAMES - 1}:size=1,setpts=N/${FPS}/TB,${filter},` +
    `scale=w=${OUTPUT.width}:h=${OUTPUT.height}:flags=lanczos,setsar=1`
  );
}

/** Each photo's move, chained with crossfades, as H.264 with the index first and no audio. */
async function encodeVideo(photos: { file: string; filter: string }[], output: string) {
  const step = (CLIP_FRAMES - FADE_FRAMES) / FPS;
  // To 4:2:0 with the BT.709 matrix first (the tag below says so), then moved and faded.
  const toYuv = "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p";
  const clips = photos.map((photo, i) => `${clip(i, `${toYuv},${photo.filter}`)}[c${i}]`);
  const fades = photos
    .slice(1)
    .map(
      (_, i) =>
        `[${i === 0 ? "c0" : `x${i}`}][c${i + 1}]xfade=transition=fade:` +
        `duration=${FADE_FRAMES / FPS}:offset=${(step * (i + 1)).toFixed(4)}[x${i + 1}]`,
    );
  await ffmpeg([
    ...photos.flatMap((photo) => ["-framerate", String(FPS), "-i", photo.file]),
    "-filter_complex",
    [...clips, ...fades].join(";"),
    "-map",
    `[x${photos.length - 1}]`,
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "medium",
    "-tune",
    "animation",
    "-crf",
    CRF,
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-r",
    String(FPS),
    "-g",
    String(KEYFRAME_INTERVAL),
    "-threads",
    ENCODER_THREADS,
    // Tagged, so browsers convert back with the matrix the frames were made with.
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-color_range",
    "tv",
    "-movflags",
    "+faststart",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    output,
  ]);
}

/** The video's first frame straight from the same move, in RGB and before any H.264 loss. */
async function renderPoster(photo: { file: string; filter: string }, output: string) {
  await ffmpeg([
    ...["-framerate", String(FPS), "-i", photo.file],
    "-filter_complex",
    `${clip(0, `format=gbrp,${photo.filter}`)},format=rgb24[p]`,
    "-map",
    "[p]",
    "-frames:v",
    "1",
    "-c:v",
    "png",
    output,
  ]);
}

async function verify(file: string, bytes: Uint8Array, photoCount: number) {
  const probe = await ffprobe(file);
  const problems: string[] = [];
  const videos = probe.streams.filter((stream) => stream.codec_type === "video");
  const stream = videos[0];
  const expectedFrames = photoCount * CLIP_FRAMES - (photoCount - 1) * FADE_FRAMES;
  if (videos.length !== 1 || !stream) problems.push("not exactly one video stream");
  if (probe.streams.some((s) => s.codec_type === "audio")) problems.push("has an audio track");
  if (stream?.codec_name !== "h264") problems.push(`codec ${stream?.codec_name}`);
  if (stream?.profile !== "High") problems.push(`profile ${stream?.profile}`);
  if (stream?.pix_fmt !== "yuv420p") problems.push(`pixel format ${stream?.pix_fmt}`);
  if (stream?.width !== OUTPUT.width || stream?.height !== OUTPUT.height)
    problems.push(`size ${stream?.width}x${stream?.height}`);
  if (stream?.r_frame_rate !== `${FPS}/1`) problems.push(`frame rate ${stream?.r_frame_rate}`);
  if (stream?.color_space !== "bt709") problems.push(`colour matrix ${stream?.color_space}`);
  if (Number(stream?.nb_frames) !== expectedFrames)
    problems.push(`${stream?.nb_frames} frames, not ${expectedFrames}`);
  if (!isFaststart(bytes))
    problems.push(`boxes ${topLevelBoxes(bytes).map((box) => box.type)}: moov not before mdat`);
  if (problems.length > 0) throw new Error(`${path.basename(file)}: ${problems.join("; ")}`);
  const durationSeconds = Math.round(Number(probe.format.duration) * 100) / 100;
  const boxes = topLevelBoxes(bytes).map((box) => box.type);
  const summary =
    `${stream?.codec_name} ${stream?.profile} level ${Number(stream?.level) / 10}, ` +
    `${stream?.pix_fmt} ${stream?.color_space}, ${stream?.width}x${stream?.height}, ` +
    `${stream?.r_frame_rate} fps, ${stream?.nb_frames} frames, ${durationSeconds} s, ` +
    `${Math.round(Number(probe.format.bit_rate) / 1000)} kb/s, no audio, boxes ${boxes.join(" ")}`;
  return {
    measured: { width: stream?.width ?? 0, height: stream?.height ?? 0, durationSeconds },
    summary,
  };
}

function report(
  reels: { entry: DemoReel; video: Uint8Array; poster: Uint8Array; summary: string }[],
  ms: number,
) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  let total = 0;
  for (const { entry, video, poster, summary } of reels) {
    total += video.length + poster.length;
    console.info(`${entry.video} (${kb(video.length)}): ${summary}`);
    console.info(`${entry.poster} (${kb(poster.length)}): ${entry.width}x${entry.height} WebP`);
  }
  console.info(`${reels.length} reels, ${kb(total)} in all, made in ${(ms / 1000).toFixed(1)} s`);
}

await main();
