CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" text NOT NULL,
	"author_id" text NOT NULL,
	"engagement_kind" text NOT NULL,
	"engagement_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_kind_check" CHECK (engagement_kind in ('tour')),
	CONSTRAINT "reviews_stars_check" CHECK (stars between 1 and 5),
	CONSTRAINT "reviews_reply_check" CHECK ((reply_text is null) = (replied_at is null)),
	CONSTRAINT "reviews_hidden_check" CHECK ((hidden_at is null) = (hidden_reason is null)),
	CONSTRAINT "reviews_text_max_length" CHECK (char_length(text) <= 2000),
	CONSTRAINT "reviews_reply_text_max_length" CHECK (char_length(reply_text) <= 1000),
	CONSTRAINT "reviews_hidden_reason_max_length" CHECK (char_length(hidden_reason) <= 300)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_engagement_idx" ON "reviews" USING btree ("engagement_kind","engagement_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_visible_idx" ON "reviews" USING btree ("subject_id","stars") WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "reviews_subject_created_idx" ON "reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "photographers" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "photographers" DROP COLUMN "review_count";--> statement-breakpoint
ALTER TABLE "realtor_profiles" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "realtor_profiles" DROP COLUMN "review_count";