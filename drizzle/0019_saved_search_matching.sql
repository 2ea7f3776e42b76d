-- Reverse matching (decision 021): the keys a saved search is filed under. Keep in step with
-- searchKeys in src/server/alerts/reverse-match.ts, which lists the keys a listing satisfies.
CREATE FUNCTION saved_search_match_keys(words text[], types text[], beds text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN cardinality(words) > 0 THEN
      ARRAY(SELECT 'w:' || w FROM unnest(words) AS w ORDER BY length(w) DESC, w LIMIT 1)
    WHEN cardinality(types) > 0 THEN ARRAY(SELECT 't:' || t FROM unnest(types) AS t)
    WHEN beds IS NOT NULL THEN ARRAY['b:' || beds]
    ELSE ARRAY['*']
  END
$$;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ((saved_search_match_keys(words, types, beds))) WHERE not paused;