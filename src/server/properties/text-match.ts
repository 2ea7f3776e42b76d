import { type SQL, sql } from "drizzle-orm";
import { SEARCH_WHOLE_WORD_MAX, searchWords } from "@/shared/search-words";
import { properties } from "../platform/db/schema";

/**
 * What a listing's text must hold to match a search text (decision 015): every word of it, in
 * any order, each a LIKE on search_text that the trigram index serves. Words of up to two
 * characters must be a whole stored word (" tx "), longer ones may be part of one ("farm"
 * finds "farmhouse"). Words never hold `%`, `_` or `\`: they are separators (searchWords).
 */
export function textMatches(text: string): SQL[] {
  return searchWords(text).map((word) =>
    word.length <= SEARCH_WHOLE_WORD_MAX
      ? sql`${properties.searchText} like ${`% ${word} %`}`
      : sql`${properties.searchText} like ${`%${word}%`}`,
  );
}
