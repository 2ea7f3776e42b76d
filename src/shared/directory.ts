import type { PropertySummary, ResponsiveImage } from "./properties";
import type { ResponseTime } from "./response-time";

/** The realtor and photographer directories. */

/** Cards per page of /realtors and /photographers. */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_SEARCH_MAX = 100;

/** The tabs of /realtors after All Realtors; each matches that specialty, ignoring case. */
export const REALTOR_TABS = ["Luxury", "Investment", "Family", "Commercial"] as const;

/** What a realtor may list as specialties: the tab values first, then a few more. */
export const REALTOR_SPECIALTIES = [
  ...REALTOR_TABS,
  "First-Time Buyers",
  "Relocation",
  "Condos",
  "Waterfront",
  "New Construction",
  "Rentals",
  "Downsizing",
] as const;
export const REALTOR_SPECIALTIES_MAX = 8;
export const REALTOR_LANGUAGES_MAX = 10;

/** The tabs of /photographers after All. */
export const PHOTOGRAPHER_TABS = [
  "Architecture",
  "Interiors",
  "Aerial",
  "Virtual",
  "Twilight",
] as const;
export type PhotographerTab = (typeof PHOTOGRAPHER_TABS)[number];

/** The specialty tags each photographer tab matches: Aerial also means Drone. */
export const PHOTOGRAPHER_TAB_MATCHES: Record<PhotographerTab, readonly string[]> = {
  Architecture: ["Architecture"],
  Interiors: ["Interiors"],
  Aerial: ["Aerial", "Drone"],
  Virtual: ["Virtual Tours"],
  Twilight: ["Twilight"],
};

/** What a photographer may tag themselves with; every tab's tags are among them. */
export const PHOTOGRAPHER_SPECIALTIES = [
  "Architecture",
  "Interiors",
  "Aerial",
  "Drone",
  "Virtual Tours",
  "Twilight",
  "Video Tours",
  "Floor Plans",
  "Luxury Homes",
  "Commercial",
  "Staging",
] as const;
export const PHOTOGRAPHER_SPECIALTIES_MAX = 8;

/** The headline of a photographer entry nobody has filled in yet. */
export const DEFAULT_PHOTOGRAPHER_SPECIALTY = "Real Estate Photography";

/** Portfolio images shown on a card, and kept per photographer at most. */
export const PORTFOLIO_PREVIEW = 3;
export const PORTFOLIO_MAX_IMAGES = 12;
export const PORTFOLIO_FIELD = "image";

/** GET /api/realtors and /api/photographers: one page of cards. */
export interface DirectoryPage<T> {
  items: T[];
  page: number;
  /** 0 when nothing matches; a page past the end has no items but the same counts. */
  pageCount: number;
  total: number;
}

export interface RealtorCard {
  /** The realtor's user id; Contact posts to /api/realtors/{id}/messages. */
  id: string;
  name: string;
  title: string | null;
  company: string | null;
  avatarUrl: string | null;
  rating: number | null;
  reviewCount: number;
  location: string | null;
  bio: string | null;
  specialties: string[];
  languages: string[];
  /** The realtor's listings in the catalogue, counted live. */
  activeListings: number;
  /** The entry's contact e-mail; null when they left it blank (no Email button). */
  email: string | null;
  phone: string | null;
  website: string | null;
  /** 'Usually replies within …' (responseTimeLabel); null below 5 threads in 90 days. */
  responseTime: ResponseTime | null;
}

export interface PhotographerCard {
  id: string;
  name: string;
  avatarUrl: string | null;
  rating: number | null;
  reviewCount: number;
  /** The headline, e.g. "Architectural Photography". */
  specialty: string;
  company: string | null;
  location: string | null;
  experience: string | null;
  priceRange: string | null;
  bio: string | null;
  /** The tags the tabs match, e.g. ["Aerial", "Drone"]. */
  specialties: string[];
  /** The first PORTFOLIO_PREVIEW images, in the photographer's order. */
  portfolio: ResponsiveImage[];
  /** The entry's contact e-mail; null when they left it blank (no Email button). */
  email: string | null;
  phone: string | null;
  website: string | null;
  /** The Instagram handle from the profile (without @), or null: the button shows only then. */
  instagram: string | null;
}

export interface PortfolioImage extends ResponsiveImage {
  id: string;
  label: string;
}

/** GET /api/photographers/:id: a listed photographer's card and their whole portfolio. */
export interface PhotographerPublicPage {
  photographer: PhotographerCard;
  portfolio: PortfolioImage[];
}

/** A realtor's own entry, as the dashboard edits it. Rating and reviews are read-only. */
export interface RealtorEntry {
  title: string | null;
  company: string | null;
  brokerageEmail: string | null;
  licenseNumber: string | null;
  bio: string | null;
  location: string | null;
  phone: string | null;
  contactEmail: string | null;
  website: string | null;
  specialties: string[];
  languages: string[];
  listed: boolean;
  rating: number | null;
  reviewCount: number;
  updatedAt: string;
}

/** A photographer's own entry, with the whole portfolio in order. */
export interface PhotographerEntry {
  specialty: string;
  company: string | null;
  bio: string | null;
  location: string | null;
  phone: string | null;
  contactEmail: string | null;
  website: string | null;
  experience: string | null;
  priceRange: string | null;
  specialties: string[];
  listed: boolean;
  rating: number | null;
  reviewCount: number;
  portfolio: PortfolioImage[];
  updatedAt: string;
}

/** GET and PATCH /api/directory/me. */
export type MyDirectoryEntry =
  | { kind: "realtor"; entry: RealtorEntry }
  | { kind: "photographer"; entry: PhotographerEntry };
export type DirectoryKind = MyDirectoryEntry["kind"];

/** Listings per page on a realtor's public page. */
export const REALTOR_LISTINGS_PAGE_SIZE = 12;

/** GET /api/realtors/:id: a realtor's public page. */
export interface RealtorPublicPage {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** Their directory card, when they are listed in Find a Realtor. */
  entry: RealtorCard | null;
  /** Their listings on the market (coming soon, active, pending), newest first, one page of them. */
  listings: DirectoryPage<PropertySummary>;
  /** Homes they sold or rented, most recent first (at most REALTOR_SOLD_SHOWN), and how many. */
  sold: { items: PropertySummary[]; total: number };
  /** From their first answered conversation on, listed in the directory or not. */
  responseTime: ResponseTime | null;
}
export const REALTOR_SOLD_SHOWN = 6;
