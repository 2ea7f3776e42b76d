CREATE TABLE "market_areas" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"zip" text,
	"listings" integer NOT NULL,
	"for_sale" integer NOT NULL,
	"for_rent" integer NOT NULL,
	"pending" integer NOT NULL,
	"median_asking_price" integer,
	"median_asking_price_per_sqft" integer,
	"median_rent" integer,
	"median_days_listed" integer,
	"refreshed_on" date NOT NULL,
	CONSTRAINT "market_areas_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "market_areas_kind_check" CHECK (kind in ('city', 'zip')),
	CONSTRAINT "market_areas_kind_max_length" CHECK (char_length(kind) <= 10),
	CONSTRAINT "market_areas_key_max_length" CHECK (char_length(key) <= 160),
	CONSTRAINT "market_areas_state_max_length" CHECK (char_length(state) <= 50),
	CONSTRAINT "market_areas_city_max_length" CHECK (char_length(city) <= 100),
	CONSTRAINT "market_areas_zip_max_length" CHECK (char_length(zip) <= 10)
);
--> statement-breakpoint
CREATE TABLE "market_months" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"month" date NOT NULL,
	"new_listings" integer NOT NULL,
	"median_list_price" integer,
	"sold" integer NOT NULL,
	"median_sold_price" integer,
	"median_sold_price_per_sqft" integer,
	"median_days_on_market" real,
	"price_cuts" integer NOT NULL,
	"new_rentals" integer NOT NULL,
	"median_rent" integer,
	"for_sale" integer NOT NULL,
	"for_rent" integer NOT NULL,
	CONSTRAINT "market_months_kind_key_month_pk" PRIMARY KEY("kind","key","month"),
	CONSTRAINT "market_months_kind_max_length" CHECK (char_length(kind) <= 10),
	CONSTRAINT "market_months_key_max_length" CHECK (char_length(key) <= 160)
);
--> statement-breakpoint
CREATE INDEX "market_areas_listings_idx" ON "market_areas" USING btree ("listings");