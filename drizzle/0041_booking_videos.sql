ALTER TABLE "photographer_bookings" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD COLUMN "video_content_type" text;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD COLUMN "video_bytes" bigint;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD COLUMN "video_title" text;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD COLUMN "video_reel_id" uuid;--> statement-breakpoint
ALTER TABLE "reel_uploads" ADD COLUMN "credit_photographer_id" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "credit_photographer_id" text;--> statement-breakpoint
ALTER TABLE "reel_uploads" ADD CONSTRAINT "reel_uploads_credit_photographer_id_user_id_fk" FOREIGN KEY ("credit_photographer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_credit_photographer_id_user_id_fk" FOREIGN KEY ("credit_photographer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reels_credit_idx" ON "reels" USING btree ("credit_photographer_id");--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_video_key_max_length" CHECK (char_length(video_key) <= 200);--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_video_content_type_max_length" CHECK (char_length(video_content_type) <= 100);--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_video_title_max_length" CHECK (char_length(video_title) <= 100);