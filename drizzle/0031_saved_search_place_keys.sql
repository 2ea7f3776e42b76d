DROP INDEX "saved_searches_match_keys_idx";
--> statement-breakpoint
-- Reverse matching (decisions 021, 022, 035, 038): as before, but a search whose text named a
-- place is filed under it ('z:' ZIP, 'c:' state and city, 's:' state) instead of '*' or its
-- types. Keep in step with searchKeys in src/server/saved-searches/reverse-match.ts.
CREATE FUNCTION saved_search_match_keys(words text[], types text[], min_beds integer, area box,
    place_state text, place_city text, place_zip text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN cardinality(words) > 0 THEN
      ARRAY(SELECT 'w:' || w FROM unnest(words) AS w ORDER BY length(w) DESC, w LIMIT 1)
    WHEN place_zip IS NOT NULL THEN ARRAY['z:' || place_zip]
    WHEN place_city IS NOT NULL AND place_state IS NOT NULL THEN
      ARRAY['c:' || place_state || ':' || place_city]
    -- A box's first corner is its upper right, the second its lower left.
    WHEN area IS NOT NULL AND (floor((area[0])[0]) - floor((area[1])[0]) + 1)
        * (floor((area[0])[1]) - floor((area[1])[1]) + 1) <= 16 THEN
      ARRAY(SELECT 'a:' || x || ',' || y
        FROM generate_series(floor((area[1])[0])::int, floor((area[0])[0])::int) AS x,
             generate_series(floor((area[1])[1])::int, floor((area[0])[1])::int) AS y)
    WHEN place_state IS NOT NULL THEN ARRAY['s:' || place_state]
    WHEN cardinality(types) > 0 THEN ARRAY(SELECT 't:' || t FROM unnest(types) AS t)
    WHEN min_beds IS NOT NULL THEN ARRAY['b:' || min_beds]
    ELSE ARRAY['*']
  END
$$;
--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ((saved_search_match_keys(words, types, min_beds, coalesce(box(area_polygon), area_box), place_state, place_city, place_zip))) WHERE not paused;
--> statement-breakpoint
DROP FUNCTION saved_search_match_keys(text[], text[], integer, box);
