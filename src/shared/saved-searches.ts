/** How often a saved search's new matches are e-mailed (issue 24 §1). */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches one member may keep. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
