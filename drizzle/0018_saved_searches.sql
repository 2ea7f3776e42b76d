CREATE TABLE "property_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_reason_check" CHECK (reason in ('new', 'price_drop', 'removed')),
	CONSTRAINT "saved_search_matches_reason_max_length" CHECK (char_length(reason) <= 20)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"beds" text,
	"baths" text,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenity_mask" integer DEFAULT 0 NOT NULL,
	"featured_only" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK (frequency in ('instant', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_name_max_length" CHECK (char_length(name) <= 100),
	CONSTRAINT "saved_searches_query_max_length" CHECK (char_length(query) <= 2000),
	CONSTRAINT "saved_searches_beds_max_length" CHECK (char_length(beds) <= 3),
	CONSTRAINT "saved_searches_baths_max_length" CHECK (char_length(baths) <= 3),
	CONSTRAINT "saved_searches_frequency_max_length" CHECK (char_length(frequency) <= 10),
	CONSTRAINT "saved_searches_words_max_length" CHECK (cardinality(words) <= 20 and char_length(array_to_string(words, '')) <= 2000),
	CONSTRAINT "saved_searches_types_max_length" CHECK (cardinality(types) <= 10 and char_length(array_to_string(types, '')) <= 400)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_price_cut" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_price_cut_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_matches_once_idx" ON "saved_search_matches" USING btree ("search_id","property_id","reason");--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("search_id") WHERE emailed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");