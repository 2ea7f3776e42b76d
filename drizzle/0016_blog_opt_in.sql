ALTER TABLE "blog_posts" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("email") WHERE confirmed_at is not null;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_max_length" CHECK (char_length(confirm_token_hash) <= 64);--> statement-breakpoint
-- Addresses stored before double opt-in were told "Subscribed!": they stay subscribed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";--> statement-breakpoint
-- Posts already out were never mailed and are not news now: they are not announced later.
UPDATE "blog_posts" SET "announced_at" = "published_at" WHERE "published_at" IS NOT NULL;
