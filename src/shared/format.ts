/** Up to two initials: '?' for an empty name, one letter for one word, else first and last. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? "") + (last?.[0] ?? "")).toUpperCase().slice(0, 2);
}

/** The part of an e-mail address before the @, used as default name and username. */
export function emailPrefix(email: string): string {
  return email.split("@")[0] ?? email;
}

/**
 * Rounded, with US thousands separators: "10,000". Written out rather than with
 * Intl.NumberFormat, whose first use blocks a phone's page start (decision 007, Measurements).
 */
function wholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,250,000": a dollar sign and thousands separators. */
export function formatPrice(price: number): string {
  return `$${wholeNumber(price)}`;
}

// UTC and one locale, so the server's HTML and the hydrated page print the same day. Made on
// first use: every page loads this module, and making a date format loads the browser's date
// data, which few pages need.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "Nov 20, 2026", from a day ("2026-11-20") or a moment ("2026-11-20T09:30:00.000Z"). */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
  return dayFormat.format(new Date(day.length === 10 ? `${day}T00:00:00.000Z` : day));
}

/** A video's length as a player shows it: "0:07", "1:05", "12:30" (whole seconds, rounded). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Thousands separators only, e.g. "10,000". */
export function formatCount(value: number): string {
  return wholeNumber(value);
}

/** "1 day", "12 days". */
export const daysLabel = (days: number) => (days === 1 ? "1 day" : `${wholeNumber(days)} days`);

const COMPACT_UNITS = ["", "K", "M", "B"];

/** "999", "1.2K", "15K", "3.4M": at most one decimal, as counts under a reel's buttons show. */
export function formatCompact(value: number): string {
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && Math.abs(value) >= 1000 ** (unit + 1)) unit++;
  let scaled = Math.round((value / 1000 ** unit) * 10) / 10;
  // 999,960 rounds to 1000K, which reads as 1M.
  if (Math.abs(scaled) >= 1000 && unit < COMPACT_UNITS.length - 1) {
    unit++;
    scaled = Math.sign(scaled);
  }
  return `${scaled}${COMPACT_UNITS[unit]}`;
}

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"];

/**
 * "512 B", "10.7 KB", "1.2 GB", "2 GB": units of 1024, as the upload limits count them ("100 MB"
 * is 100 x 1024 x 1024 bytes), with at most one decimal.
 */
export function formatBytes(bytes: number): string {
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && bytes >= 1024 ** (unit + 1)) unit++;
  let scaled = Math.round((bytes / 1024 ** unit) * 10) / 10;
  // 1023.96 KB rounds to 1024 KB, which reads as 1 MB.
  if (scaled >= 1024 && unit < BYTE_UNITS.length - 1) {
    unit++;
    scaled = 1;
  }
  return `${scaled} ${BYTE_UNITS[unit]}`;
}

/** "Studio", "1 Bed", "3 Beds" (decision 012: zero bedrooms is a studio). */
function bedsLabel(bedrooms: number): string {
  if (bedrooms === 0) return "Studio";
  return `${bedrooms} ${bedrooms === 1 ? "Bed" : "Beds"}`;
}

/** "1 Bath", "2.5 Baths". */
function bathsLabel(bathrooms: number): string {
  return `${bathrooms} ${bathrooms === 1 ? "Bath" : "Baths"}`;
}

/** "1,800 sq ft". */
export function squareFeetLabel(squareFeet: number): string {
  return `${wholeNumber(squareFeet)} sq ft`;
}

export const SQUARE_FEET_PER_ACRE = 43_560;

/**
 * A lot's area as buyers of land read it: "8,000 sq ft" under an acre, "1 acre" and
 * "5.53 acres" (to a hundredth) from one up.
 */
export function lotAreaLabel(squareFeet: number): string {
  if (squareFeet < SQUARE_FEET_PER_ACRE) return squareFeetLabel(squareFeet);
  const acres = Math.round((squareFeet / SQUARE_FEET_PER_ACRE) * 100) / 100;
  if (acres === 1) return "1 acre";
  const [whole = "0", hundredths] = String(acres).split(".");
  return `${wholeNumber(Number(whole))}${hundredths ? `.${hundredths}` : ""} acres`;
}

/** A lot's size given in acres: "0.25 acres", "1 acre". */
export function lotSizeLabel(acres: number): string {
  return `${acres} ${acres === 1 ? "acre" : "acres"}`;
}

/**
 * The facts a card or header shows: land has no rooms, so only its area, which is the lot's
 * (decision 012).
 */
export function keyFacts(property: {
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
}): string[] {
  if (property.propertyType === "Land") return [lotAreaLabel(property.squareFeet)];
  const area = squareFeetLabel(property.squareFeet);
  return [bedsLabel(property.bedrooms), bathsLabel(property.bathrooms), area];
}
