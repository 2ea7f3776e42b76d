import { AMENITIES, PROPERTY_SORTS, PROPERTY_TYPES } from "../../src/shared/properties";
import { CITIES, STREETS } from "./catalogue";

/** Answered by the bench server before the app: constant JSON, no database (the ceiling). */
export const CEILING_PATH = "/bench/ceiling";

/** What the bench server (api-server.ts) reports on its IPC channel once it listens. */
export interface BenchServerReady {
  type: "ready";
  port: number;
  /** Cookie header of a signed-in user who has saved a few listings. */
  cookie: string;
  /** Cookie header of a signed-in realtor, who uploads the reel transcoded during a run. */
  realtorCookie: string;
  /** Listing ids (demo and synthetic) for the detail requests. */
  propertyIds: string[];
  listings: number;
  /** Whether the server draws the pages (the production build was there to load). */
  pages: boolean;
  /** How long each step of the preparation took, in ms. */
  phases: Record<string, number>;
}

export type RequestKind = "search" | "detail" | "dashboard" | "ceiling" | "unknown";

/** The ceiling's one request, sent like the mix's. */
export const CEILING_MIX: MixRequest[] = [
  { kind: "ceiling", path: CEILING_PATH, headers: { "accept-encoding": "gzip, deflate, br" } },
];

export interface MixRequest {
  kind: RequestKind;
  path: string;
  headers: Record<string, string>;
}

/** A small deterministic generator (mulberry32), so every run sends the same sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Searches as the /search page sends them: often a bare first page, else one to three filters,
 * sometimes typed text (a place, a street, words of a title), sometimes another sort.
 */
function searchPath(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const params = new URLSearchParams();
  const roll = next();
  if (roll < 0.2) {
    // The search page opened with no filter.
  } else if (roll < 0.45) {
    const text = pick([
      () => pick(CITIES),
      () => pick(CITIES).slice(0, 5),
      () => `${Math.floor(next() * 9000) + 1} ${pick(STREETS)}`,
      () => pick(["luxury villa", "cozy loft", "modern condo", "sunny retreat", "family home"]),
    ])();
    params.set("q", text);
  } else {
    if (next() < 0.5) {
      const low = Math.floor(next() * 15) * 100_000;
      params.set("minPrice", String(low));
      params.set("maxPrice", String(low + pick([200_000, 400_000, 800_000])));
    }
    if (next() < 0.4) params.set("beds", pick(["0", "1", "2", "3", "4", "5"]));
    if (next() < 0.25) params.set("baths", pick(["1", "2", "3", "4"]));
    if (next() < 0.3) params.set("types", pick(PROPERTY_TYPES));
    if (next() < 0.2) params.set("amenities", pick(AMENITIES));
    if (next() < 0.1) params.set("featured", "true");
  }
  if (next() < 0.3) params.set("sort", pick(PROPERTY_SORTS));
  const query = params.toString();
  return `/api/properties${query ? `?${query}` : ""}`;
}

/**
 * The realistic mix, `size` requests long, in a shuffled but fixed order: 70% searches, 20%
 * listing details, 10% signed-in dashboard reads (the summary and the saved list, with the
 * session cookie). Every request asks for compression, as browsers do.
 */
export function buildMix(ready: BenchServerReady, size = 2000): MixRequest[] {
  const next = random(9);
  const plain = { "accept-encoding": "gzip, deflate, br" };
  const signedIn = { ...plain, cookie: ready.cookie };
  const mix: MixRequest[] = [];
  for (let i = 0; i < size; i++) {
    const slot = i % 10;
    if (slot < 7) mix.push({ kind: "search", path: searchPath(next), headers: plain });
    else if (slot < 9) {
      const id = ready.propertyIds[Math.floor(next() * ready.propertyIds.length)];
      mix.push({ kind: "detail", path: `/api/properties/${id}`, headers: plain });
    } else {
      const path = next() < 0.5 ? "/api/dashboard/summary" : "/api/saved";
      mix.push({ kind: "dashboard", path, headers: signedIn });
    }
  }
  // Fisher-Yates with the same generator: kinds interleave, proportions stay exact.
  for (let i = mix.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [mix[i], mix[j]] = [mix[j] as MixRequest, mix[i] as MixRequest];
  }
  return mix;
}
