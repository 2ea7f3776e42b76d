/**
 * Renders the demo listing photos that ship with the app (no outside media). Each
 * photo is a flat illustration drawn as SVG, one palette and architecture per listing, written as
 * WebP next to the listing data. Run after changing a style or a listing's photos:
 *
 *   node --import tsx scripts/demo-media/generate-property-photos.ts
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { backyard } from "./backyard";
import { frontView } from "./front-view";
import { kitchen, livingRoom } from "./rooms-living";
import { bathroom, bedroom } from "./rooms-private";
import { type PropertyStyle, STYLES } from "./styles";

const DEMO_DIR = path.resolve(import.meta.dirname, "../../assets/demo");
const WIDTH = 1600;
const HEIGHT = 1067;
const QUALITY = 80;

const SCENES: Record<string, { draw: (style: PropertyStyle) => string; indoors: boolean }> = {
  "Property front view": { draw: frontView, indoors: false },
  "Living room": { draw: livingRoom, indoors: true },
  Kitchen: { draw: kitchen, indoors: true },
  "Master bedroom": { draw: bedroom, indoors: true },
  Bathroom: { draw: bathroom, indoors: true },
  Backyard: { draw: backyard, indoors: false },
};

interface ListingPhotos {
  slug: string;
  photos: { file: string; label: string }[];
}

async function main() {
  const data = JSON.parse(await readFile(path.join(DEMO_DIR, "properties.json"), "utf8")) as {
    properties: ListingPhotos[];
  };
  let total = 0;
  for (const listing of data.properties) {
    const style = STYLES[listing.slug];
    if (!style) throw new Error(`No illustration style for ${listing.slug}`);
    const dir = path.join(DEMO_DIR, "properties", listing.slug);
    await mkdir(dir, { recursive: true });
    for (const photo of listing.photos) {
      const scene = SCENES[photo.label];
      if (!scene) throw new Error(`No scene for the label "${photo.label}"`);
      const svg = scene.draw(style);
      const webp = await sharp(Buffer.from(svg))
        .resize(WIDTH, HEIGHT)
        .flop(scene.indoors && style.interior.mirrored === true)
        // Every scene covers the whole canvas; an opaque photo needs no alpha channel.
        .removeAlpha()
        .webp({ quality: QUALITY, smartSubsample: true })
        .toBuffer();
      await writeFile(path.join(dir, photo.file), webp);
      total += webp.length;
    }
  }
  console.info(
    `Wrote ${data.properties.length} listings' photos, ${(total / 1024 / 1024).toFixed(2)} MB`,
  );
}

await main();
