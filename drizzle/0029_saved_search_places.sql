ALTER TABLE "saved_searches" ADD COLUMN "place_state" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "place_city" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "place_zip" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_place_state_max_length" CHECK (char_length(place_state) <= 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_place_city_max_length" CHECK (char_length(place_city) <= 100);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_place_zip_max_length" CHECK (char_length(place_zip) <= 10);--> statement-breakpoint
-- A saved search's text is now read as the search reads it (decision 038): rooms, kinds, prices,
-- amenities and a place go to their columns, only the leftover words stay words. The parser and
-- the place data live in the server's code, not in SQL, so this lists the searches saved with
-- text, and the start-up completion (completeSavedSearchText) re-reads each and drops the list.
CREATE TABLE "saved_searches_unread" ("search_id" uuid PRIMARY KEY NOT NULL);
--> statement-breakpoint
INSERT INTO "saved_searches_unread" ("search_id")
SELECT "id" FROM "saved_searches" WHERE cardinality("words") > 0;
