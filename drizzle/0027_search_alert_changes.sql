-- Each price cut (and each return to the market) reaches a saved search once: the change joins
-- the once key, where a new match (no change) stays one row, nulls counting as equal.
ALTER TABLE "saved_search_matches" DROP CONSTRAINT "saved_search_matches_reason_check";--> statement-breakpoint
DROP INDEX "saved_search_matches_once_idx";--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_once" UNIQUE NULLS NOT DISTINCT("search_id","property_id","reason","change_id");--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_reason_check" CHECK (reason in ('new', 'price_drop', 'back_on_market', 'removed'));