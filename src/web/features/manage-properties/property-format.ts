/** The table's and form's own formats: ids as 8 characters, the price field grouped as typed. */

const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The first 8 characters of an id, as the table's ID column shows it. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * What the price field shows while typing: digits only, grouped by thousands ("1250000x" ->
 * "1,250,000"). Leading zeros are dropped; an empty field stays empty.
 */
export function formatPriceInput(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return "";
  // Beyond 15 digits a double loses precision; the schema refuses such prices anyway.
  const capped = digits.slice(0, 15);
  return GROUPED.format(Number(capped));
}
