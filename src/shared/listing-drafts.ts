import type { PhotoFocus, ResponsiveImage } from "./properties";

/** The largest draft the server keeps, as JSON: far above a full form, far below abuse. */
export const LISTING_DRAFT_MAX_BYTES = 64 * 1024;
/** How many fields a draft may hold (the form has about 35). */
export const LISTING_DRAFT_FIELDS_MAX = 60;
/** The draft of a listing not created yet: one per manager. */
export const NEW_LISTING_DRAFT = "new";

/** A photo of a draft: one the listing has (`id`) or an upload staged for it (`uploadId`). */
export type ListingDraftPhoto =
  | { id: string; label: string; isCover: boolean; focus?: PhotoFocus | null }
  | { uploadId: string; label: string; isCover: boolean; focus?: PhotoFocus | null };

/** What the form held, as typed: its fields by name and its photos in order. */
export interface ListingDraftValues {
  fields: Record<string, unknown>;
  photos: ListingDraftPhoto[];
}

/** A staged photo of a draft, with the image to show it by (its upload may expire). */
export type ListingDraftStagedPhoto = Extract<ListingDraftPhoto, { uploadId: string }> & {
  image: ResponsiveImage;
};

export interface ListingDraft {
  fields: Record<string, unknown>;
  photos: (Extract<ListingDraftPhoto, { id: string }> | ListingDraftStagedPhoto)[];
  /** Staged photos dropped because their upload expired (a day after it was made). */
  expiredPhotos: number;
  /** ISO time of the last autosave. */
  updatedAt: string;
}

export interface ListingDraftAnswer {
  draft: ListingDraft | null;
}

export interface ListingDraftSaved {
  updatedAt: string;
}
