import type { ListingStatus } from "./listing-life";

/** An open house: a time the home can be visited without asking, in person or online. */
export const OPEN_HOUSE_KINDS = ["in_person", "virtual"] as const;
export type OpenHouseKind = (typeof OPEN_HOUSE_KINDS)[number];

/** The stages a home takes visitors in: not yet on the market, on it, or under contract. */
export const OPEN_HOUSES_OFFERED: readonly ListingStatus[] = ["coming_soon", "active", "pending"];

export const OPEN_HOUSE_MAX_HOURS = 8;
export const OPEN_HOUSE_AHEAD_DAYS = 90;
export const OPEN_HOUSES_UPCOMING_MAX = 10;
/** How many the listing's page shows. */
export const OPEN_HOUSES_SHOWN = 5;
export const OPEN_HOUSE_LINK_MAX = 500;

/** One open house as the API answers it: UTC instants and the zone they are read in. */
export interface OpenHouse {
  id: string;
  startsAt: string;
  endsAt: string;
  /** The listing's IANA time zone, in which its times are entered and shown. */
  timeZone: string;
  kind: OpenHouseKind;
  /** The virtual open house's https link; null in person. */
  link: string | null;
}

/** The search's open-house filter: this weekend where the home is, or any upcoming one. */
export const OPEN_HOUSE_FILTERS = ["weekend", "upcoming"] as const;
export type OpenHouseFilter = (typeof OPEN_HOUSE_FILTERS)[number];

export const OPEN_HOUSE_MESSAGES = {
  date: "Please give the day as YYYY-MM-DD.",
  time: "Please give the time as HH:MM.",
  kind: "Choose in person or virtual.",
  endAfterStart: "The end must be after the start.",
  tooLong: `An open house can last at most ${OPEN_HOUSE_MAX_HOURS} hours.`,
  past: "The open house cannot start in the past.",
  tooFar: `Open houses can be scheduled up to ${OPEN_HOUSE_AHEAD_DAYS} days ahead.`,
  skippedTime: "That time does not exist on that day (the clocks change).",
  linkRequired: "A virtual open house needs its link.",
  linkHttps: "The link must be an https:// address.",
  linkTooLong: `The link must be at most ${OPEN_HOUSE_LINK_MAX} characters.`,
  overlap: "This time overlaps another open house of this home.",
  tooMany: `A home can have at most ${OPEN_HOUSES_UPCOMING_MAX} upcoming open houses.`,
  notOffered: "Open houses are offered only while a home is coming soon, active or pending.",
  notFound: "Open house not found.",
} as const;
