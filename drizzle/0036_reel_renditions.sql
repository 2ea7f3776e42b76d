CREATE TABLE "reel_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"property_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"source_content_type" text NOT NULL,
	"source_bytes" bigint NOT NULL,
	"poster_key" text,
	"poster_widths" integer[],
	"poster_width" integer,
	"poster_height" integer,
	"captions_vtt" text,
	"captions_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reel_uploads_status_check" CHECK (status in ('processing', 'failed')),
	CONSTRAINT "reel_uploads_progress_check" CHECK (progress between 0 and 100),
	CONSTRAINT "reel_uploads_source_bytes_check" CHECK (source_bytes >= 0),
	CONSTRAINT "reel_uploads_title_max_length" CHECK (char_length(title) <= 100),
	CONSTRAINT "reel_uploads_failure_max_length" CHECK (char_length(failure) <= 40),
	CONSTRAINT "reel_uploads_source_key_max_length" CHECK (char_length(source_key) <= 200),
	CONSTRAINT "reel_uploads_source_content_type_max_length" CHECK (char_length(source_content_type) <= 100),
	CONSTRAINT "reel_uploads_poster_key_max_length" CHECK (char_length(poster_key) <= 200),
	CONSTRAINT "reel_uploads_captions_vtt_max_length" CHECK (char_length(captions_vtt) <= 65536),
	CONSTRAINT "reel_uploads_captions_text_max_length" CHECK (char_length(captions_text) <= 32768)
);
--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "small_video_key" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "small_video_width" integer;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "small_video_height" integer;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "frame_keys" text[];--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "frame_widths" integer[];--> statement-breakpoint
ALTER TABLE "reel_uploads" ADD CONSTRAINT "reel_uploads_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reel_uploads" ADD CONSTRAINT "reel_uploads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reel_uploads_author_idx" ON "reel_uploads" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_small_video_key_max_length" CHECK (char_length(small_video_key) <= 200);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_captions_key_max_length" CHECK (char_length(captions_key) <= 200);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_frame_keys_max_length" CHECK (cardinality(frame_keys) <= 10 and char_length(array_to_string(frame_keys, '')) <= 2000);