import type { PlaceSuggestion } from "@/shared/manage-properties";
import { AMENITIES, type Amenity, type PropertyType } from "@/shared/properties";
import type { DemoProperty } from "../demo-assets";
import type { DemoLife } from "../demo-life";
import type { MarketConfig, Metro } from "./config";
import { type DrawnPhoto, planPhotos } from "./drawings/photos";
import { giveLives, metroMix } from "./life";
import { type Random, seededRandom } from "./random";

export interface MarketSources {
  config: MarketConfig;
  /** Each metro's ZIP codes where people live, with their centroids, by `${city}|${state}`. */
  zipsOf(metro: Metro): PlaceSuggestion[];
}

/**
 * A generated listing: a demo listing whose photos are drawn from its facts, not read from
 * files, with its life (for sale or rent, its stage and its history).
 */
export type MarketListing = ListingFacts & { life: DemoLife };
type ListingFacts = Omit<DemoProperty, "slug" | "photos"> & { photos: DrawnPhoto[] };

/** Share of each type in the market, cumulative order as listed. */
const TYPE_WEIGHTS: [PropertyType, number][] = [
  ["House", 35],
  ["Condo", 18],
  ["Apartment", 17],
  ["Townhouse", 15],
  ["Villa", 7],
  ["Land", 8],
];
const BASE_PRICE: Record<PropertyType, number> = {
  House: 450_000,
  Apartment: 260_000,
  Condo: 320_000,
  Townhouse: 380_000,
  Villa: 1_100_000,
  Land: 140_000,
};
const BEDROOMS: Record<PropertyType, [number, number]> = {
  House: [2, 5],
  Apartment: [0, 3],
  Condo: [0, 3],
  Townhouse: [2, 4],
  Villa: [3, 6],
  Land: [0, 0],
};
/** How likely each amenity is per type, so condos have elevators and villas pools. */
const AMENITY_ODDS: Record<Exclude<PropertyType, "Land">, Partial<Record<Amenity, number>>> = {
  House: { Garden: 0.7, Garage: 0.8, Pool: 0.15, "Air Conditioning": 0.7, "Security System": 0.4 },
  Apartment: { Balcony: 0.6, Elevator: 0.7, Gym: 0.4, "Air Conditioning": 0.6 },
  Condo: { Balcony: 0.7, Elevator: 0.8, Gym: 0.5, Pool: 0.3, "Security System": 0.5 },
  Townhouse: { Garage: 0.6, Garden: 0.4, Balcony: 0.3, "Air Conditioning": 0.7 },
  Villa: { Pool: 0.8, Garden: 0.9, Garage: 0.9, "Security System": 0.8, Gym: 0.3 },
};
/** Market listings went up before the specification's six (at most 16 days ago). */
const DAYS_AGO: [number, number] = [20, 240];
/** About a kilometre around the ZIP's centroid. */
const JITTER_DEGREES = 0.012;
const SEED = 25;
/** Lives are drawn from a source of their own, so the listings' facts and photos stay as they were. */
const LIFE_SEED = 41;

/**
 * The demo market: `listingsPerMetro` listings in every metro, the same on every start, each
 * with photos drawn from its own facts. Each sits in one of its metro's ZIP codes, near that
 * ZIP's centroid, with the city and ZIP of the address it shows. About a third of each metro's
 * homes are for rent, and a few of them are coming soon, pending, closed or off the market.
 */
export function generateMarket(sources: MarketSources): MarketListing[] {
  const { config } = sources;
  const random = seededRandom(SEED);
  const lives = seededRandom(LIFE_SEED);
  const looks = new Set<string>();
  return config.metros.flatMap((metro, index) => {
    const zips = sources.zipsOf(metro);
    if (zips.length === 0) throw new Error(`no ZIP codes for ${metro.city}, ${metro.state}`);
    const listings = Array.from({ length: config.listingsPerMetro }, () =>
      generateListing(random, sources, metro, random.pick(zips), looks),
    );
    const mix = metroMix(index, config.listingsPerMetro);
    return giveLives(lives, listings, mix, config.applicantRequirements);
  });
}

function generateListing(
  random: Random,
  sources: MarketSources,
  metro: Metro,
  place: PlaceSuggestion,
  looks: Set<string>,
): ListingFacts {
  const { config } = sources;
  const type = pickType(random);
  const land = type === "Land";
  const [minBeds, maxBeds] = BEDROOMS[type];
  const bedrooms = random.int(minBeds, maxBeds);
  const bathrooms = land
    ? 0
    : Math.max(1, Math.round((bedrooms * 0.75 + random.between(0.5, 1.5)) * 2) / 2);
  const lotSizeAcres = land
    ? round(random.between(0.4, 12), 2)
    : type === "House" || type === "Villa"
      ? round(random.between(0.1, 0.9), 2)
      : null;
  const squareFeet = land
    ? Math.round((lotSizeAcres ?? 1) * 43_560)
    : Math.round((450 + bedrooms * 420 + random.int(0, 600)) / 10) * 10;
  const price =
    Math.round((BASE_PRICE[type] * metro.priceFactor * random.between(0.7, 1.45)) / 5_000) * 5_000;
  const street = `${random.int(100, 9899)} ${random.pick(config.streets)}`;
  const unit =
    type === "Condo" || type === "Apartment"
      ? ` Unit ${random.int(1, 30)}${random.pick(["A", "B", "C", "D"])}`
      : "";
  const adjective = random.pick(config.adjectives);
  const nearby = random.sample(config.nearby, 4).map(({ kind, from, to }) => ({
    name: `${random.pick(config.streets).split(" ")[0]} ${kind}`,
    distance: `${random.between(from, to).toFixed(1)} miles`,
  }));
  const amenities = land ? [] : pickAmenities(random, type);
  const stories = land ? null : type === "Condo" || type === "Apartment" ? 1 : random.int(1, 3);
  const garageSpaces = land ? null : random.int(0, type === "Villa" ? 3 : 2);
  // A random source of its own, so how a listing is drawn never shifts the facts of the next.
  const look = seededRandom(random.int(0, 2 ** 31));
  const facts = { propertyType: type, stories, garageSpaces, amenities, bedrooms };
  return {
    title: land
      ? `${adjective} ${lotSizeAcres}-Acre Lot in ${place.city}`
      : `${adjective} ${roomsLabel(bedrooms)} ${type} in ${place.city}`,
    propertyType: type,
    price,
    address: `${street}${unit}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    bedrooms,
    bathrooms,
    squareFeet,
    amenities,
    isFeatured: false,
    daysAgo: random.int(...DAYS_AGO),
    realtorEmail: metro.realtor,
    yearBuilt: land ? null : random.int(1925, 2024),
    lotSizeAcres,
    stories,
    garageSpaces,
    condition: land ? null : random.pick(config.conditions),
    description: describe(random, type, place, land),
    interiorFeatures: land ? [] : random.sample(config.interiorFeatures, random.int(3, 6)),
    exteriorFeatures: land
      ? random.sample(config.landFeatures, 3)
      : random.sample(config.exteriorFeatures, random.int(2, 4)),
    communityFeatures: random.sample(config.communityFeatures, random.int(2, 4)),
    nearbyAmenities: nearby,
    photos: planPhotos(look, facts, looks),
    latitude: round(place.latitude + random.between(-JITTER_DEGREES, JITTER_DEGREES), 6),
    longitude: round(place.longitude + random.between(-JITTER_DEGREES, JITTER_DEGREES), 6),
  };
}

function pickType(random: Random): PropertyType {
  const total = TYPE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return "House";
}

function pickAmenities(random: Random, type: Exclude<PropertyType, "Land">): Amenity[] {
  const odds = AMENITY_ODDS[type];
  return AMENITIES.filter((amenity) => random.chance(odds[amenity] ?? 0.1));
}

function describe(
  random: Random,
  type: PropertyType,
  place: PlaceSuggestion,
  land: boolean,
): string {
  const where = `${place.city}, ${place.state}`;
  if (land) {
    return `A buildable lot in ${where}, ready for the home you have in mind. Utilities are close by and the survey is done.`;
  }
  const opener = random.pick([
    `Welcome to this ${type.toLowerCase()} in ${where}.`,
    `A ${type.toLowerCase()} in one of ${place.city}'s most loved neighborhoods.`,
    `Move-in ready ${type.toLowerCase()} close to everything ${place.city} offers.`,
  ]);
  const middle = random.pick([
    "Natural light fills the main rooms, and the kitchen opens onto the living area.",
    "The layout works for everyday living and for having friends over.",
    "Thoughtful updates throughout keep the original character.",
  ]);
  const closer = random.pick([
    "Schools, parks and shops are a short walk away.",
    "Transit and the main roads are minutes away.",
    "Book a tour to see it in person.",
  ]);
  return `${opener} ${middle} ${closer}`;
}

const roomsLabel = (bedrooms: number) => (bedrooms === 0 ? "Studio" : `${bedrooms}-Bed`);

const round = (value: number, digits: number) => Number(value.toFixed(digits));
