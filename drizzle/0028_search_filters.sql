DROP INDEX "properties_facets_idx";
--> statement-breakpoint
DROP INDEX "saved_searches_match_keys_idx";
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_beds" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_beds" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_baths" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_baths" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_square_feet" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_square_feet" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_lot_acres" numeric(9, 2);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_lot_acres" numeric(9, 2);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_year_built" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_year_built" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "listed_within_days" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "video_tour" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "price_cut" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The bedroom and bathroom chips became minimums ("3" is three or more; Studio is "0"; an exact
-- switch asks for exactly n). Saved searches take the new meaning (decision 035): the bounds
-- columns say what their query now means; "4+" and "3+" are spelled "4" and "3".
UPDATE "saved_searches" SET
  "min_beds" = CASE WHEN "beds" = '4+' THEN 4 ELSE "beds"::integer END,
  "min_baths" = CASE WHEN "baths" = '3+' THEN 3 ELSE "baths"::integer END,
  "query" = regexp_replace(regexp_replace("query",
    '(^|&)beds=4%2B(&|$)', '\1beds=4\2'), '(^|&)baths=3%2B(&|$)', '\1baths=3\2')
WHERE "beds" IS NOT NULL OR "baths" IS NOT NULL;
--> statement-breakpoint
-- Recent searches keep the one spelling too (a member's search typed again after this finds its row).
UPDATE "recent_searches" r SET "query" = regexp_replace(regexp_replace(r."query",
    '(^|&)beds=4%2B(&|$)', '\1beds=4\2'), '(^|&)baths=3%2B(&|$)', '\1baths=3\2')
WHERE r."query" ~ '(^|&)(beds=4|baths=3)%2B(&|$)'
  AND NOT EXISTS (SELECT 1 FROM "recent_searches" o WHERE o."user_id" = r."user_id"
    AND o."query" = regexp_replace(regexp_replace(r."query",
      '(^|&)beds=4%2B(&|$)', '\1beds=4\2'), '(^|&)baths=3%2B(&|$)', '\1baths=3\2'));
--> statement-breakpoint
-- Reverse matching (decisions 021, 022, 035): the keys a saved search is filed under, as before
-- but for the beds, which are now the search's fewest bedrooms ('b:3' for 3+ and for exactly 3,
-- 'b:0' for Studio). Keep in step with searchKeys in src/server/saved-searches/reverse-match.ts.
CREATE FUNCTION saved_search_match_keys(words text[], types text[], min_beds integer, area box) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN cardinality(words) > 0 THEN
      ARRAY(SELECT 'w:' || w FROM unnest(words) AS w ORDER BY length(w) DESC, w LIMIT 1)
    -- A box's first corner is its upper right, the second its lower left.
    WHEN area IS NOT NULL AND (floor((area[0])[0]) - floor((area[1])[0]) + 1)
        * (floor((area[0])[1]) - floor((area[1])[1]) + 1) <= 16 THEN
      ARRAY(SELECT 'a:' || x || ',' || y
        FROM generate_series(floor((area[1])[0])::int, floor((area[0])[0])::int) AS x,
             generate_series(floor((area[1])[1])::int, floor((area[0])[1])::int) AS y)
    WHEN cardinality(types) > 0 THEN ARRAY(SELECT 't:' || t FROM unnest(types) AS t)
    WHEN min_beds IS NOT NULL THEN ARRAY['b:' || min_beds]
    ELSE ARRAY['*']
  END
$$;
--> statement-breakpoint
CREATE INDEX "properties_price_cut_idx" ON "properties" USING btree ("last_price_cut_at") WHERE last_price_cut is not null;
--> statement-breakpoint
CREATE INDEX "properties_facets_idx" ON "properties" USING btree ("property_type","bedrooms","bathrooms","price","amenity_mask","square_feet","year_built","lot_size_acres");
--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ((saved_search_match_keys(words, types, min_beds, coalesce(box(area_polygon), area_box)))) WHERE not paused;
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_beds_max_length";
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_baths_max_length";
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "beds";
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "baths";
--> statement-breakpoint
DROP FUNCTION saved_search_match_keys(text[], text[], text, box);
