CREATE TABLE "open_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_kind_check" CHECK (kind in ('in_person', 'virtual')),
	CONSTRAINT "open_houses_times_check" CHECK (ends_at > starts_at),
	CONSTRAINT "open_houses_link_check" CHECK (kind <> 'virtual' or link is not null),
	CONSTRAINT "open_houses_link_max_length" CHECK (char_length(link) <= 500),
	CONSTRAINT "open_houses_time_zone_max_length" CHECK (char_length(time_zone) <= 64)
);
--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_property_starts_idx" ON "open_houses" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "open_houses_starts_idx" ON "open_houses" USING btree ("starts_at");