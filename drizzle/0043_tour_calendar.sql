CREATE TABLE "realtor_tour_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realtor_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_tour_blocks_span_check" CHECK (last_day >= first_day),
	CONSTRAINT "realtor_tour_blocks_note_max_length" CHECK (char_length(note) <= 100)
);
--> statement-breakpoint
CREATE TABLE "realtor_tour_hours" (
	"realtor_id" text PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_tour_hours_slot_check" CHECK (slot_minutes in (15, 30, 45, 60, 90)),
	CONSTRAINT "realtor_tour_hours_weekly_max_length" CHECK (char_length(weekly::text) <= 500)
);
--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "realtor_tour_blocks" ADD CONSTRAINT "realtor_tour_blocks_realtor_id_user_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_tour_hours" ADD CONSTRAINT "realtor_tour_hours_realtor_id_user_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtor_tour_blocks_realtor_idx" ON "realtor_tour_blocks" USING btree ("realtor_id","last_day");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_requests_realtor_slot_idx" ON "tour_requests" USING btree ("realtor_id","starts_at") WHERE status in ('requested', 'proposed', 'accepted') and starts_at is not null;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_mode_check" CHECK (mode in ('in_person', 'video'));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_slot_check" CHECK ((starts_at is null) = (ends_at is null) and (starts_at is null or ends_at > starts_at));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_time_zone_max_length" CHECK (char_length(time_zone) <= 64);