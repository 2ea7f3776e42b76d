import { sql } from "drizzle-orm";
import { SEARCH_PUNCTUATION } from "@/shared/search-words";
import { US_STATE_NAMES } from "@/shared/us-states";

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The state's name for its code, so "texas" finds listings stored as TX. */
const stateName = `(case upper(state) ${Object.entries(US_STATE_NAMES)
  .map(([code, name]) => `when ${literal(code)} then ${literal(name)}`)
  .join(" ")} else '' end)`;

/** Punctuation, tab, newline and carriage return become spaces, as in searchWords. */
const separators = `${literal(SEARCH_PUNCTUATION)} || chr(9) || chr(10) || chr(13)`;
const spaces = literal(" ".repeat(SEARCH_PUNCTUATION.length + 3));

/**
 * search_text's expression (decision 015): title, address, city, state code, state name and ZIP,
 * lower-cased, punctuation turned into spaces, with a space at each end, so every stored word
 * sits between spaces and `like '% tx %'` finds a whole word anywhere, the first and last
 * included, through the trigram index.
 */
export const searchTextExpression = sql.raw(
  `' ' || translate(lower(title || ' ' || address || ' ' || city || ' ' || state || ' ' || ${stateName} || ' ' || zip), ${separators}, ${spaces}) || ' '`,
);
