import type { Amenity, PropertyType } from "../properties";

/** The words a buyer types for each kind of listing, common misspellings included. */
export const TYPE_WORDS: Record<string, PropertyType> = {
  house: "House",
  houses: "House",
  hous: "House",
  hosue: "House",
  huose: "House",
  sfh: "House",
  apartment: "Apartment",
  apartments: "Apartment",
  appartment: "Apartment",
  appartments: "Apartment",
  apartmnet: "Apartment",
  apt: "Apartment",
  apts: "Apartment",
  flat: "Apartment",
  flats: "Apartment",
  condo: "Condo",
  condos: "Condo",
  "condo's": "Condo",
  condominium: "Condo",
  condominiums: "Condo",
  cond: "Condo",
  townhouse: "Townhouse",
  townhouses: "Townhouse",
  townhome: "Townhouse",
  townhomes: "Townhouse",
  "town-house": "Townhouse",
  "town-home": "Townhouse",
  townhosue: "Townhouse",
  rowhouse: "Townhouse",
  villa: "Villa",
  villas: "Villa",
  land: "Land",
  lot: "Land",
  lots: "Land",
  acreage: "Land",
};

/** Two-word names of a kind of listing ("single family", "town home"). */
export const TYPE_PAIRS: Record<string, PropertyType> = {
  "single family": "House",
  "single-family home": "House",
  "town house": "Townhouse",
  "town home": "Townhouse",
  "town homes": "Townhouse",
  "row house": "Townhouse",
  "vacant land": "Land",
};

/** The words for each amenity a listing records. */
export const AMENITY_WORDS: Record<string, Amenity> = {
  pool: "Pool",
  pools: "Pool",
  garden: "Garden",
  gardens: "Garden",
  garage: "Garage",
  garages: "Garage",
  balcony: "Balcony",
  balconies: "Balcony",
  elevator: "Elevator",
  gym: "Gym",
};

/** Two-word names of an amenity. */
export const AMENITY_PAIRS: Record<string, Amenity> = {
  "swimming pool": "Pool",
  "air conditioning": "Air Conditioning",
  "central air": "Air Conditioning",
  "security system": "Security System",
};

/** Bedroom words, alone ("3 beds") or after the figure ("3bd", "2br", "3-bedroom"). */
export const BED_WORDS = [
  "bd",
  "bds",
  "bdr",
  "bdrm",
  "bdrms",
  "br",
  "brs",
  "bed",
  "beds",
  "bedroom",
  "bedrooms",
  "bedrm",
  "bedrms",
  "bedrom",
  "bedroms",
  "bedroon",
  "bedrooom",
  "bedromm",
];

/** Bathroom words, alone ("2 baths") or after the figure ("2ba", "2.5bath"). */
export const BATH_WORDS = [
  "ba",
  "bas",
  "bth",
  "bths",
  "bath",
  "baths",
  "bathroom",
  "bathrooms",
  "bathrm",
  "bathrms",
  "bathrom",
  "bathroms",
];

export const STUDIO_WORDS = ["studio", "studios"];

/** Numbers written out, for "three bedroom". */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};

/** Phrases before a price that make it a maximum or a minimum. */
export const MAX_PRICE_PHRASES = [
  "under",
  "below",
  "less than",
  "max",
  "maximum",
  "up to",
  "upto",
  "at most",
  "no more than",
  "cheaper than",
  "<",
  "<=",
];
export const MIN_PRICE_PHRASES = [
  "over",
  "above",
  "more than",
  "min",
  "minimum",
  "at least",
  "starting at",
  "from",
  ">",
  ">=",
];

/** Phrases before a figure and a bedroom word that say it is a minimum, as every figure is. */
export const ROOMS_MIN_PHRASES = ["at least", "min", "minimum"];

/**
 * Words that say nothing a listing's text could hold ("homes in", "for sale", "with"): once the
 * rest is understood they are dropped rather than searched, where they would match nothing.
 * "me" is here for "homes near me"; after a city it is Maine ("Portland ME").
 */
export const FILLER_WORDS = new Set([
  "a",
  "an",
  "the",
  "in",
  "near",
  "around",
  "with",
  "and",
  "or",
  "for",
  "sale",
  "to",
  "buy",
  "home",
  "homes",
  "property",
  "properties",
  "listing",
  "listings",
  "real",
  "estate",
  "me",
  "bed",
  "beds",
  "bedroom",
  "bedrooms",
  "bath",
  "baths",
  "bathroom",
  "bathrooms",
]);

/** Words before a place, taken out with it when its chip is removed ("in Plano"). */
export const PLACE_LEAD_WORDS = new Set(["in", "near", "around"]);
