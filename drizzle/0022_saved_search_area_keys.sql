-- Reverse matching (decisions 021 and 022): a search of a small map area is filed under the
-- 1-degree cells its area covers ('a:<floor(lng)>,<floor(lat)>', at most 16), after its longest
-- word and before its types. Keep in step with searchKeys in src/server/alerts/reverse-match.ts.
CREATE FUNCTION saved_search_match_keys(words text[], types text[], beds text, area box) RETURNS text[]
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
    WHEN beds IS NOT NULL THEN ARRAY['b:' || beds]
    ELSE ARRAY['*']
  END
$$;--> statement-breakpoint
DROP INDEX "saved_searches_match_keys_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ((saved_search_match_keys(words, types, beds, coalesce(box(area_polygon), area_box)))) WHERE not paused;--> statement-breakpoint
DROP FUNCTION saved_search_match_keys(text[], text[], text);
