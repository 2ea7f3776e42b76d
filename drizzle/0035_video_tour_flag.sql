ALTER TABLE "properties" ADD COLUMN "has_video_tour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a reel shows the listing, kept by the database whichever path writes a reel (the app,
-- the demo seed, an operator's SQL): the 'Video tour' filter then reads a small partial index
-- instead of joining the reels, which the planner misjudges beside other filters.
CREATE FUNCTION properties_video_tour_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.property_id IS NOT NULL THEN
    UPDATE properties SET has_video_tour = EXISTS (
      SELECT 1 FROM reels WHERE reels.property_id = OLD.property_id)
    WHERE id = OLD.property_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.property_id IS NOT NULL THEN
    UPDATE properties SET has_video_tour = true
    WHERE id = NEW.property_id AND NOT has_video_tour;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reels_video_tour_sync AFTER INSERT OR DELETE OR UPDATE OF property_id ON reels
FOR EACH ROW EXECUTE FUNCTION properties_video_tour_sync();
--> statement-breakpoint
UPDATE properties SET has_video_tour = true
WHERE id IN (SELECT property_id FROM reels WHERE property_id IS NOT NULL);--> statement-breakpoint
CREATE INDEX "properties_video_tour_idx" ON "properties" USING btree ("created_at","id") WHERE has_video_tour;
