CREATE TABLE "analytics_daily" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"tours" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watched_permille" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_subject_kind_subject_id_day_pk" PRIMARY KEY("subject_kind","subject_id","day"),
	CONSTRAINT "analytics_daily_kind_check" CHECK (subject_kind in ('listing', 'reel')),
	CONSTRAINT "analytics_daily_counts_check" CHECK (views >= 0 and visitors >= 0 and saves >= 0 and shares >= 0 and leads >= 0 and tours >= 0 and plays >= 0 and watched_permille >= 0 and completions >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	CONSTRAINT "analytics_salts_salt_max_length" CHECK (char_length(salt) <= 64)
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_hash_pk" PRIMARY KEY("day","hash"),
	CONSTRAINT "analytics_visitors_hash_max_length" CHECK (char_length(hash) <= 64)
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");