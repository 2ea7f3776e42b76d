CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"listing_image_id" uuid,
	"in_portfolio" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_photos_storage_key_max_length" CHECK (char_length(storage_key) <= 200),
	CONSTRAINT "booking_photos_label_max_length" CHECK (char_length(label) <= 200)
);
--> statement-breakpoint
CREATE TABLE "photographer_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"realtor_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"shoot_date" date NOT NULL,
	"time_window" text NOT NULL,
	"services" text[] NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_by" text,
	"decline_reason" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"portfolio_allowed" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photographer_bookings_status_check" CHECK (status in ('requested', 'proposed', 'accepted', 'declined', 'cancelled', 'delivered', 'completed')),
	CONSTRAINT "photographer_bookings_window_check" CHECK (time_window in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "photographer_bookings_proposed_by_check" CHECK (proposed_by in ('client', 'photographer')),
	CONSTRAINT "photographer_bookings_cancelled_by_check" CHECK (cancelled_by in ('client', 'photographer')),
	CONSTRAINT "photographer_bookings_services_check" CHECK (cardinality(services) between 1 and 4 and services <@ array['photos', 'video', 'floor_plan', 'drone']::text[]),
	CONSTRAINT "photographer_bookings_note_max_length" CHECK (char_length(note) <= 1000),
	CONSTRAINT "photographer_bookings_decline_reason_max_length" CHECK (char_length(decline_reason) <= 300),
	CONSTRAINT "photographer_bookings_cancel_reason_max_length" CHECK (char_length(cancel_reason) <= 300)
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_source_check";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_kind_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photo_credit_photographer_id" text;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_photographer_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."photographer_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_listing_image_id_property_images_id_fk" FOREIGN KEY ("listing_image_id") REFERENCES "public"."property_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_realtor_id_user_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_photographer_id_user_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_bookings" ADD CONSTRAINT "photographer_bookings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photographer_bookings_one_pending_idx" ON "photographer_bookings" USING btree ("conversation_id") WHERE status in ('requested', 'proposed');--> statement-breakpoint
CREATE INDEX "photographer_bookings_thread_idx" ON "photographer_bookings" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "photographer_bookings_photographer_idx" ON "photographer_bookings" USING btree ("photographer_id","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_photo_credit_photographer_id_user_id_fk" FOREIGN KEY ("photo_credit_photographer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_source_check" CHECK (source in ('listing', 'reel', 'directory', 'map', 'booking'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_kind_check" CHECK (engagement_kind in ('tour', 'booking'));