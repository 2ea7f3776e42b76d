import { type SQL, sql } from "drizzle-orm";

/** placeSlug (shared/market.ts) in SQL: PostgreSQL's regex ranges are by code point, as JS's. */
const slug = (column: SQL) =>
  sql`lower(trim(both '-' from regexp_replace(${column}, '[^A-Za-z0-9]+', '-', 'g')))`;

/**
 * The two markets of each listing of `properties as p`, as a lateral join giving `m.kind` and
 * `m.key`: its city ("tx/austin", cityMarketKey) and its ZIP code's first five digits. A part
 * with nothing left of it (no ZIP digits, a city of punctuation) is no market.
 */
export const listingMarkets = sql`cross join lateral (values
    ('city', nullif(${slug(sql`p.state`)}, '') || '/' || nullif(${slug(sql`p.city`)}, '')),
    ('zip', substring(p.zip from '^[0-9]{5}'))
  ) as m(kind, key)`;

/** The condition that goes with listingMarkets. */
export const isMarket = sql`m.key is not null`;
