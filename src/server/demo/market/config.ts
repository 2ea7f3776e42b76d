import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DEMO_ASSETS_DIR } from "../demo-assets";

const text = z.string().trim().min(1);
const words = z.array(text).min(1);

/** assets/demo/market.json: what the demo market generator draws from. */
const marketConfigSchema = z.object({
  listingsPerMetro: z.number().int().positive(),
  metros: z
    .array(
      z.object({
        city: text,
        state: z.string().regex(/^[A-Z]{2}$/),
        priceFactor: z.number().positive(),
        realtor: z.email(),
      }),
    )
    .min(1),
  streets: words,
  adjectives: words,
  conditions: words,
  interiorFeatures: words,
  exteriorFeatures: words,
  communityFeatures: words,
  landFeatures: words,
  nearby: z.array(z.object({ kind: text, from: z.number().positive(), to: z.number().positive() })),
  /** What a rental's landlord asks of applicants, one picked per rental. */
  applicantRequirements: words,
});
export type MarketConfig = z.infer<typeof marketConfigSchema>;
export type Metro = MarketConfig["metros"][number];

export async function loadMarketConfig(): Promise<MarketConfig> {
  const raw = await readFile(path.join(DEMO_ASSETS_DIR, "market.json"), "utf8");
  return marketConfigSchema.parse(JSON.parse(raw));
}
