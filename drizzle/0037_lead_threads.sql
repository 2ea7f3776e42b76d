ALTER TABLE "conversation_messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_way" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_guest_idx" ON "conversations" USING btree ("property_id","realtor_id",lower("contact_email")) WHERE "conversations"."member_id" is null and "conversations"."property_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_directory_idx" ON "conversations" USING btree ("member_id","realtor_id") WHERE "conversations"."source" = 'directory' and "conversations"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_directory_guest_idx" ON "conversations" USING btree ("realtor_id",lower("contact_email")) WHERE "conversations"."source" = 'directory' and "conversations"."member_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_realtor_stage_idx" ON "conversations" USING btree ("realtor_id","stage");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_stage_check" CHECK (stage in ('new', 'contacted', 'touring', 'offer', 'closed', 'lost'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_source_check" CHECK (source in ('listing', 'reel', 'directory', 'map'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_way_check" CHECK (contact_way in ('email', 'phone', 'text'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_check" CHECK ("conversations"."member_id" is not null or "conversations"."contact_email" is not null);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_name_max_length" CHECK (char_length(contact_name) <= 100);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_email_max_length" CHECK (char_length(contact_email) <= 254);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_phone_max_length" CHECK (char_length(contact_phone) <= 30);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_note_max_length" CHECK (char_length(note) <= 2000);--> statement-breakpoint
UPDATE "conversations" c SET "source" = 'listing', "stage" = CASE
  WHEN EXISTS (SELECT 1 FROM "tour_requests" t WHERE t."conversation_id" = c."id" AND t."status" = 'accepted') THEN 'touring'
  WHEN c."realtor_first_reply_at" IS NOT NULL THEN 'contacted'
  ELSE 'new' END;--> statement-breakpoint
UPDATE "conversations" c SET "contact_name" = i."name", "contact_email" = i."email", "contact_phone" = i."phone"
FROM (
  SELECT DISTINCT ON ("property_id", "sender_id", "realtor_id") "property_id", "sender_id", "realtor_id", "name", "email", "phone"
  FROM "property_inquiries" WHERE "sender_id" IS NOT NULL
  ORDER BY "property_id", "sender_id", "realtor_id", "created_at" DESC
) i
WHERE c."property_id" = i."property_id" AND c."member_id" = i."sender_id" AND c."realtor_id" = i."realtor_id";--> statement-breakpoint
UPDATE "realtor_profiles" r SET "listed" = true FROM "user" u
WHERE u."id" = r."user_id" AND u."role" = 'realtor' AND r."listed" = false AND r."updated_at" = r."created_at";--> statement-breakpoint
UPDATE "photographers" p SET "listed" = true FROM "user" u
WHERE u."id" = p."user_id" AND u."role" = 'photographer' AND p."listed" = false AND p."updated_at" = p."created_at";
