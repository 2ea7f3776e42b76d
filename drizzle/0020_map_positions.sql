-- Nullable here: listings of an existing database get their position from the bundled place
-- data after the migrations (db/positions.ts), which then sets these NOT NULL (decision 022).
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location" "point" GENERATED ALWAYS AS (point(longitude, latitude)) STORED;--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING gist ("location");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_position_check" CHECK (latitude between -90 and 90 and longitude between -180 and 180);
