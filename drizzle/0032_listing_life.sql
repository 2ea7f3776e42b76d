CREATE TABLE "property_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text NOT NULL,
	"price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_status_changes_status_check" CHECK (status in ('coming_soon', 'active', 'pending', 'closed', 'off_market'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "offer" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every listing so far went on the market when it was created.
UPDATE "properties" SET "listed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hoa_dues" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "offer" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "statuses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "closed_within_months" integer;--> statement-breakpoint
ALTER TABLE "property_status_changes" ADD CONSTRAINT "property_status_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_status_changes_property_idx" ON "property_status_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "properties_closed_idx" ON "properties" USING btree ("closed_on") WHERE status = 'closed';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_offer_check" CHECK (offer in ('sale', 'rent'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK (status in ('coming_soon', 'active', 'pending', 'closed', 'off_market'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_facts_check" CHECK ((status <> 'closed' or (closed_price is not null and closed_on is not null))
        and (status <> 'coming_soon' or expected_on is not null));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hoa_dues_check" CHECK (hoa_dues is null or hoa_dues >= 0);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_offer_max_length" CHECK (char_length(offer) <= 10);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_statuses_max_length" CHECK (cardinality(statuses) <= 5 and char_length(array_to_string(statuses, '')) <= 100);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lease_months" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_cats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_dogs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "utilities_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "applicant_requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rental_terms_check" CHECK ((deposit is null or deposit >= 0) and (lease_months is null or lease_months between 1 and 60));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_applicant_requirements_max_length" CHECK (char_length(applicant_requirements) <= 1000);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "pets_cats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "pets_dogs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_closed_place_idx" ON "properties" USING btree ("state","city","closed_on") WHERE status = 'closed';
