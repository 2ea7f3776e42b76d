-- Nullable here: reels of an existing database get their video's size from storage after the
-- migrations (db/reel-sizes.ts), which then sets the column NOT NULL.
ALTER TABLE "reels" ADD COLUMN "video_bytes" bigint;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_video_bytes_check" CHECK (video_bytes >= 0);
