/** Listing vocabulary and limits. */
import type { ListingLife, ListingOffer, RentalTerms, StatusChange } from "./listing-life";
import type { OpenHouse } from "./open-houses";
import type { ResponseTime } from "./response-time";
import type { NearestAnswer, UnderstoodSearch } from "./search-text/understood";
export const PROPERTY_TYPES = [
  "House",
  "Apartment",
  "Condo",
  "Townhouse",
  "Villa",
  "Land",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  "Pool",
  "Garden",
  "Garage",
  "Balcony",
  "Elevator",
  "Air Conditioning",
  "Gym",
  "Security System",
] as const;
export type Amenity = (typeof AMENITIES)[number];

/**
 * Amenities as bits, in AMENITIES order (Pool 1, Garden 2, Garage 4, ...): the database keeps
 * this mask beside the list so a search tests every selected amenity with one integer
 * comparison that an index-only scan can answer. Appending an amenity changes the column's
 * expression, so it needs a migration (drizzle-kit writes it); reordering or removing one would
 * change the meaning of the bits already stored.
 */
export function amenityMask(amenities: readonly Amenity[]): number {
  return amenities.reduce((mask, amenity) => mask | (1 << AMENITIES.indexOf(amenity)), 0);
}

export const PROPERTY_SORTS = ["newest", "price_high", "price_low"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/**
 * The bedroom chips as the URL spells them: "0" is Studio (no bedroom at all), "1" to "5" that
 * many bedrooms or more, unless the search's exact switch (`bedsExact`) asks for exactly that
 * many. room-filters.ts reads them; links from before spelled four or more "4+".
 */
export const BEDROOM_FILTERS = ["0", "1", "2", "3", "4", "5"] as const;
export type BedroomFilter = (typeof BEDROOM_FILTERS)[number];

/** The bathroom chips: "1" to "4" that many bathrooms or more (half baths count as a half). */
export const BATHROOM_FILTERS = ["1", "2", "3", "4"] as const;
export type BathroomFilter = (typeof BATHROOM_FILTERS)[number];

/** Days on market: "listed in the last n days" (`listedWithin`), counted from the listing's creation. */
export const LISTED_WITHIN_DAYS = [1, 7, 14, 30, 90] as const;
export type ListedWithinDays = (typeof LISTED_WITHIN_DAYS)[number];

/** The search slider. Its top end means "and above", so luxury listings are never hidden. */
export const PRICE_SLIDER = { min: 0, max: 2_000_000, step: 50_000 } as const;
/** The slider of a search for rent, in dollars a month. */
export const RENT_SLIDER = { min: 0, max: 10_000, step: 100 } as const;
export type PriceSlider = { min: number; max: number; step: number };

/** The price slider of a search's offer. */
export const priceSlider = (offer: ListingOffer = "sale"): PriceSlider =>
  offer === "rent" ? RENT_SLIDER : PRICE_SLIDER;

export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE_MAX = 48;
/**
 * Counting every match of a broad search costs more than it tells (decision 005, Measurements);
 * past this cap the page says "1,000+ properties found".
 */
export const SEARCH_COUNT_CAP = 1_000;
/**
 * Text searches count to a smaller cap ("100+ properties found"): a broad term needs a trigram
 * scan of a large share of the catalogue to count further.
 */
export const TEXT_SEARCH_COUNT_CAP = 100;
export const NEWEST_ON_HOME = 3;

/** A drawn area's most vertices (`poly`), and the map's zoom range (`zoom`, 0 to this). */
export const MAP_POLYGON_POINTS_MAX = 50;
export const MAP_ZOOM_MAX = 22;

/** A group of listings on the map; clicking it zooms to its `bounds`. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  bounds: [west: number, south: number, east: number, north: number];
}

/** A single listing on the map; its card reads GET /api/properties/:id. */
export interface MapPin {
  id: string;
  latitude: number;
  longitude: number;
  price: number;
}

/**
 * The map's answer for a search (`view=clusters`): clusters where listings crowd, pins for
 * single listings. `approximate`: the counts are estimates (coarse zooms, decision 022).
 */
export interface PropertyMapAnswer {
  zoom: number;
  clusters: MapCluster[];
  pins: MapPin[];
  approximate: boolean;
}

export const CONTACT_MESSAGE_MAX = 2000;
export const TOUR_MESSAGE_MAX = 500;
/** How far ahead a tour can be requested. */
export const TOUR_MAX_DAYS_AHEAD = 60;

export interface ResponsiveImage {
  /** A mid-size rendition for browsers that ignore srcSet. */
  src: string;
  /** Every stored width, e.g. "/media/…-480.webp 480w, /media/…-960.webp 960w". */
  srcSet: string;
  /** Intrinsic size of the largest rendition, so layouts reserve the right box. */
  width: number;
  height: number;
}

/** Where a crop keeps a photo's subject: fractions of its width and height from the top left. */
export interface PhotoFocus {
  x: number;
  y: number;
}

export interface PropertyImage extends ResponsiveImage {
  id: string;
  label: string;
  isCover: boolean;
  /** Set by the realtor; null keeps the centre. */
  focus: PhotoFocus | null;
}

export interface PropertySummary extends ListingLife {
  id: string;
  title: string;
  price: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** WGS84 degrees: every listing has a position. */
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  propertyType: PropertyType;
  isFeatured: boolean;
  createdAt: string;
  image: PropertyImage | null;
  /** The price fell by `amount` within PRICE_CUT_RECENT_DAYS (the cards' 'Price cut' badge). */
  priceCut: { amount: number; at: string } | null;
  /** Its soonest open house not yet over (the cards' 'Open Sat' line), or null. */
  nextOpenHouse: CardOpenHouse | null;
}

/**
 * An open house with the card's words for it ("Open Sat, Dec 5, 1–3 PM"), written by the server:
 * reading a time in a zone makes a browser load its time zone data, tens of milliseconds on a
 * phone in the very task that adopts the page.
 */
export interface CardOpenHouse extends OpenHouse {
  badge: string;
}

/** How long a price cut shows on the cards. */
export const PRICE_CUT_RECENT_DAYS = 30;

/** One change of a listing's price, as its page lists them (newest first). */
export interface PriceChange {
  at: string;
  oldPrice: number;
  newPrice: number;
}

export interface NearbyAmenity {
  name: string;
  distance: string;
}

/**
 * Who answers for a listing in public: its realtor, with only what they chose to publish in their
 * directory entry (never the sign-in e-mail or the profile's private phone), or, when the listing
 * has no active realtor, the site itself (the name and contact e-mail of the site settings).
 */
export type ListingContact =
  | {
      kind: "realtor";
      id: string;
      name: string;
      avatarUrl: string | null;
      email: string | null;
      phone: string | null;
      /** The website of their directory entry, as the directory shows it. */
      website: string | null;
      /** 'Usually replies within …' (responseTimeLabel); null below 5 threads in 90 days. */
      responseTime: ResponseTime | null;
    }
  | { kind: "site"; name: string; email: string | null };

/** A reel that shows the listing: its video tour, opened in the reels feed at that reel. */
export interface ListingReel {
  id: string;
  poster: ResponsiveImage;
  durationSeconds: number;
}

/** How many of a listing's reels its page is sent; it links to the newest. */
export const LISTING_REELS_MAX = 5;

/** "Photos by ...": the photographer whose delivered work the listing's realtor added. */
export interface PhotoCredit {
  id: string;
  name: string;
  /** The directory shows them, so the credit links to their page. */
  hasPage: boolean;
}

export interface PropertyDetail extends PropertySummary {
  description: string;
  amenities: Amenity[];
  yearBuilt: number | null;
  lotSizeAcres: number | null;
  stories: number | null;
  garageSpaces: number | null;
  condition: string | null;
  interiorFeatures: string[];
  exteriorFeatures: string[];
  communityFeatures: string[];
  nearbyAmenities: NearbyAmenity[];
  images: PropertyImage[];
  contact: ListingContact;
  priceHistory: PriceChange[];
  statusHistory: StatusChange[];
  /** Its first day on the market; null while it has not been on it (coming soon). */
  listedAt: string | null;
  /** Days from its listing to today, or to its closing; null before it was listed. */
  daysOnMarket: number | null;
  /** Monthly homeowners' association dues, where there are some. */
  hoaDues: number | null;
  /** A rental's terms; null for a home for sale. */
  rental: RentalTerms | null;
  /** Its reels, newest first, at most LISTING_REELS_MAX; empty when it has none. */
  reels: ListingReel[];
  /** Its open houses not yet over, soonest first, at most OPEN_HOUSES_SHOWN. */
  openHouses: OpenHouse[];
  /** Who the photos are by, when the realtor added a photographer's delivered work. */
  photoCredit: PhotoCredit | null;
}

export interface PropertySearchPage {
  items: PropertySummary[];
  /**
   * Number of matches, at most SEARCH_COUNT_CAP (TEXT_SEARCH_COUNT_CAP for text), on the first page; null on the pages after it
   * (the first page's count stands, and recounting on every scroll costs for nothing).
   */
  total: number | null;
  /** True when there are more matches than `total` says. */
  totalCapped: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** What the search text was read as (filters, a place, words); null without text. */
  understood: UnderstoodSearch | null;
  /** Set when the place named has no listings: the items are the nearest to it, one page. */
  nearest: NearestAnswer | null;
}

/** A place the property search box suggests: searched for `text`, shown with `detail` beside. */
export interface PlaceSearchSuggestion {
  /** "Austin, TX" or a ZIP code such as "78745". */
  text: string;
  /** A ZIP code's city, "Austin, TX"; null for a city. */
  detail: string | null;
  /** How many listings the place holds, counted up to PLACE_HOMES_CAP ("100+ homes"). */
  homes: number;
}

/** Where a place suggestion's count of homes stops: enough to tell a busy place from a quiet one. */
export const PLACE_HOMES_CAP = 100;

/**
 * Search text shorter than this is ignored: a single letter, typed on the way to a longer word,
 * would match only listings holding that letter as a word. Two are a state code ("TX").
 */
export const SEARCH_TEXT_MIN = 2;

/**
 * A listing's photos as its page shows them: the cover the realtor chose first (the card shows
 * it too), then the rest in their order.
 */
export function coverFirst<T extends { isCover: boolean }>(images: readonly T[]): T[] {
  const cover = images.find((image) => image.isCover);
  return cover ? [cover, ...images.filter((image) => image !== cover)] : [...images];
}
