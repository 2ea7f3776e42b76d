-- Decision 022. INCLUDE is written by hand (drizzle-kit cannot say it): the facet columns let an
-- area's count (B-tree) and its clusters (GiST) be index-only scans.
DROP INDEX "properties_location_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_box" "box";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area_polygon" "polygon";--> statement-breakpoint
CREATE INDEX "properties_position_idx" ON "properties" USING btree ("latitude","longitude") INCLUDE ("property_type","bedrooms","bathrooms","price","amenity_mask");--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured");--> statement-breakpoint
CREATE INDEX "properties_map_eighth_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured") WHERE get_byte(uuid_send(id), 15) < 32;--> statement-breakpoint
CREATE INDEX "properties_map_sixtyfourth_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured") WHERE get_byte(uuid_send(id), 15) < 4;