import type { EmailFrequency } from "./schemas/profile";

/** How often a saved search's new matches are e-mailed. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches one member may keep. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;

/** The 409 for criteria saved already; the browser tells it from the limit's 409 by it. */
export const ALREADY_SAVED_MESSAGE = "You have already saved this search";

/** A saved search as the API lists it. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The canonical /search query string, without "?": what Open runs. */
  query: string;
  /** The criteria in words, as Recent Searches show them. */
  label: string;
  frequency: AlertFrequency;
  paused: boolean;
  /** Matches found since the member last opened the search. */
  newMatches: number;
  createdAt: string;
}

/** The e-mail frequency of the profile sets a new search's alert frequency. */
export const ALERT_FREQUENCY_BY_EMAIL_FREQUENCY = {
  daily: "daily",
  weekly: "weekly",
  monthly: "weekly",
  never: "off",
} as const satisfies Record<EmailFrequency, AlertFrequency>;

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instantly",
  daily: "Daily",
  weekly: "Weekly",
  off: "Off",
};

/** GET /api/saved-searches: the member's saved searches, newest first, with new-match counts. */
export interface SavedSearchList {
  items: SavedSearch[];
  /** What a new search's alerts start at: the member's e-mail frequency's. */
  defaultFrequency: AlertFrequency;
}
