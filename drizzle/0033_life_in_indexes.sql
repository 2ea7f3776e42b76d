-- Every search now names the homes' offer and stage (offer = 'sale', status = 'active' unless it
-- asks for more), so the indexes that count and cluster by index only carry those columns, and
-- the map's also carry the 'More filters' columns, which sent its counts and clusters to the
-- table (decision 035, Figures at 1M listings). The newest-first index includes them too, so a
-- count of the last days' listings reads that window of it alone; the price index is led by the
-- offer, since every rent is below the cheapest sale; the price-cut index is keyed on the cut's
-- day alone, which the search tests. INCLUDE by hand, as in 0021 (drizzle-kit cannot say it);
-- the key columns are as the schema declares them.
DROP INDEX "properties_facets_idx";--> statement-breakpoint
CREATE INDEX "properties_facets_idx" ON "properties" USING btree ("property_type","bedrooms","bathrooms","price","amenity_mask","square_feet","year_built","lot_size_acres") INCLUDE ("created_at","offer","status","closed_on","pets_cats","pets_dogs");--> statement-breakpoint
DROP INDEX "properties_position_idx";--> statement-breakpoint
CREATE INDEX "properties_position_idx" ON "properties" USING btree ("latitude","longitude") INCLUDE ("property_type","bedrooms","bathrooms","price","amenity_mask","square_feet","year_built","lot_size_acres","created_at","last_price_cut","last_price_cut_at","offer","status","closed_on","pets_cats","pets_dogs");--> statement-breakpoint
DROP INDEX "properties_map_idx";--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured","square_feet","year_built","lot_size_acres","created_at","last_price_cut","last_price_cut_at","offer","status","closed_on","pets_cats","pets_dogs");--> statement-breakpoint
DROP INDEX "properties_map_eighth_idx";--> statement-breakpoint
CREATE INDEX "properties_map_eighth_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured","square_feet","year_built","lot_size_acres","created_at","last_price_cut","last_price_cut_at","offer","status","closed_on","pets_cats","pets_dogs") WHERE get_byte(uuid_send(id), 14) < 32;--> statement-breakpoint
DROP INDEX "properties_map_sixtyfourth_idx";--> statement-breakpoint
CREATE INDEX "properties_map_sixtyfourth_idx" ON "properties" USING gist ("location") INCLUDE ("id","price","property_type","bedrooms","bathrooms","amenity_mask","is_featured","square_feet","year_built","lot_size_acres","created_at","last_price_cut","last_price_cut_at","offer","status","closed_on","pets_cats","pets_dogs") WHERE get_byte(uuid_send(id), 15) < 4;--> statement-breakpoint
DROP INDEX "properties_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("created_at","id") INCLUDE ("property_type","bedrooms","bathrooms","price","amenity_mask","square_feet","year_built","lot_size_acres","offer","status","closed_on","pets_cats","pets_dogs");--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("offer","price","id");--> statement-breakpoint
DROP INDEX "properties_price_cut_idx";--> statement-breakpoint
CREATE INDEX "properties_price_cut_idx" ON "properties" USING btree ("last_price_cut_at") WHERE last_price_cut_at is not null;
