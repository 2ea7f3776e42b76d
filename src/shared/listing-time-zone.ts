/**
 * The time zone a listing's local times are read in, from its state. A state that spans two
 * zones takes the one most of its people live in (Texas: Central, Florida: Eastern, Idaho:
 * Mountain, ...); a listing's times are its own, so a day is that day where the home is.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
  PR: "America/Puerto_Rico",
};

/** Where a state unknown to the table is read; the country's most populous zone. */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** Every zone a listing can be in, each once (the open-house search reads one window per zone). */
export const LISTING_TIME_ZONES: readonly string[] = [
  ...new Set([...Object.values(STATE_TIME_ZONES), DEFAULT_TIME_ZONE]),
];

/** The IANA zone of a listing in `state` (a two-letter code, any case). */
export const listingTimeZone = (state: string): string =>
  STATE_TIME_ZONES[state.trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
