/** Up to two initials: '?' for an empty name, one letter for one word, else first and last (part 1 §5). */
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

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "$1,250,000": a dollar sign and thousands separators (part 1 §2). */
export function formatPrice(price: number): string {
  return `$${wholeNumber.format(price)}`;
}

/** Thousands separators only, e.g. "10,000". */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** "1 Bed", "3 Beds". */
export function bedsLabel(bedrooms: number): string {
  return `${bedrooms} ${bedrooms === 1 ? "Bed" : "Beds"}`;
}

/** "1 Bath", "2.5 Baths". */
export function bathsLabel(bathrooms: number): string {
  return `${bathrooms} ${bathrooms === 1 ? "Bath" : "Baths"}`;
}

/** "1,800 sq ft". */
export function squareFeetLabel(squareFeet: number): string {
  return `${wholeNumber.format(squareFeet)} sq ft`;
}
