import type { ListingOffer, ListingStatus } from "./listing-life";
import type { PropertyDetail, ResponsiveImage } from "./properties";

/**
 * Listing management: the table, the cover rules and the form rules.
 * Administrators manage every listing from /admin/properties; realtors manage their own from
 * the dashboard's My Listings tab. Both use the same API under /api/manage.
 */

/** Server-side pages of the management table. */
export const MANAGED_PROPERTIES_PAGE_SIZE = 10;
export const MANAGED_PROPERTY_SEARCH_MAX = 100;
export const MANAGED_PROPERTY_FILTERS = ["all", "featured", "regular"] as const;
export type ManagedPropertyFilter = (typeof MANAGED_PROPERTY_FILTERS)[number];

/** One photo upload before it is resized into the responsive widths. */
export const PROPERTY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The upload's answer (413) to a photo over PROPERTY_IMAGE_MAX_BYTES. */
export const PROPERTY_IMAGE_SIZE_ERROR = "Please upload an image smaller than 10MB";
export const PROPERTY_IMAGES_MAX = 20;
export const PROPERTY_IMAGE_LABEL_MAX = 80;
/** How many suggestions the address autocomplete offers. */
export const PLACE_SUGGESTIONS_MAX = 8;

/** One row of the management table. */
export interface ManagedPropertyRow {
  id: string;
  title: string;
  price: number;
  address: string;
  city: string;
  state: string;
  isFeatured: boolean;
  offer: ListingOffer;
  status: ListingStatus;
  /** The cover photo. */
  image: ResponsiveImage | null;
  /** The listing's realtor, shown to administrators. */
  realtorName: string | null;
  createdAt: string;
}

export interface ManagedPropertyPage {
  items: ManagedPropertyRow[];
  /** Every match, for the pagination. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A photo uploaded, checked by its bytes and resized, but not yet part of a listing: the listing
 * form sends its `uploadId` on save. Uploads never saved into a listing are removed after a day.
 */
export interface StagedPropertyImage extends ResponsiveImage {
  uploadId: string;
}

/** A US place from the bundled data: what the address autocomplete fills in. */
export interface PlaceSuggestion {
  city: string;
  /** Two-letter USPS code, e.g. "TX". */
  state: string;
  zip: string;
  /** The ZIP's centroid: the listing form's first guess of the listing's position. */
  latitude: number;
  longitude: number;
}

/** A realtor an administrator can make a listing's realtor: the picker's option. */
export interface RealtorChoice {
  id: string;
  name: string;
  /** The account's e-mail, telling apart two realtors of the same name (administrators only). */
  email: string;
}

/** How many realtors the picker offers for one search, and how long that search may be. */
export const REALTOR_CHOICES_MAX = 20;
export const REALTOR_SEARCH_MAX = 100;

export const REALTOR_CHOICE_MESSAGE = "Choose a realtor from the list.";

/**
 * GET /api/manage/properties/:id: the listing as the public sees it, plus the realtor it is
 * assigned to whatever their role now (the public contact may be the site's instead).
 */
export interface ManagedPropertyDetail extends PropertyDetail {
  assignedRealtor: { id: string; name: string } | null;
}

/** Messages of the rules the server enforces beyond the form's fields. */
export const MANAGE_PROPERTY_MESSAGES = {
  notFound: "Property not found",
  notYours: "You can only manage your own listings.",
  featureAdminOnly: "Only administrators can feature listings.",
  uploadNotFound: "This photo upload has expired. Please add the photo again.",
  imageNotFound: "This photo no longer belongs to the listing.",
  duplicateImage: "Each photo can be added only once.",
  uploadRateLimited: "Too many photo uploads.",
} as const;
