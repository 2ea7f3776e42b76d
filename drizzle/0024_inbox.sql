CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_kind_check" CHECK (kind in ('message', 'tour')),
	CONSTRAINT "conversation_messages_body_max_length" CHECK (char_length(body) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"member_id" text NOT NULL,
	"realtor_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_read_at" timestamp with time zone,
	"realtor_read_at" timestamp with time zone,
	"realtor_first_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_blocks" (
	"realtor_id" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_blocks_realtor_id_member_id_pk" PRIMARY KEY("realtor_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "thread_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_reports_status_check" CHECK (status in ('open', 'resolved')),
	CONSTRAINT "thread_reports_reason_max_length" CHECK (char_length(reason) <= 500)
);
--> statement-breakpoint
ALTER TABLE "tour_requests" DROP CONSTRAINT "tour_requests_status_check";--> statement-breakpoint
DROP INDEX "tour_requests_once_a_day_idx";--> statement-breakpoint
ALTER TABLE "tour_requests" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
-- Rows from before the inbox keep their meaning under the new names; they stay as history, without a thread.
UPDATE "tour_requests" SET "status" = CASE "status" WHEN 'pending' THEN 'requested' WHEN 'confirmed' THEN 'accepted' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "time_window" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "proposed_by" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_realtor_id_user_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_blocks" ADD CONSTRAINT "realtor_blocks_realtor_id_user_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_blocks" ADD CONSTRAINT "realtor_blocks_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reports" ADD CONSTRAINT "thread_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reports" ADD CONSTRAINT "thread_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reports" ADD CONSTRAINT "thread_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_member_realtor_idx" ON "conversations" USING btree ("property_id","member_id","realtor_id");--> statement-breakpoint
CREATE INDEX "conversations_member_idx" ON "conversations" USING btree ("member_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_realtor_idx" ON "conversations" USING btree ("realtor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_realtor_created_idx" ON "conversations" USING btree ("realtor_id","created_at");--> statement-breakpoint
CREATE INDEX "thread_reports_status_idx" ON "thread_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_requests_one_pending_idx" ON "tour_requests" USING btree ("conversation_id") WHERE status in ('requested', 'proposed');--> statement-breakpoint
CREATE INDEX "tour_requests_accepted_idx" ON "tour_requests" USING btree ("tour_date") WHERE status = 'accepted';--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_window_check" CHECK (time_window in ('morning', 'afternoon', 'evening'));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_proposed_by_check" CHECK (proposed_by in ('member', 'realtor'));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_cancelled_by_check" CHECK (cancelled_by in ('member', 'realtor'));--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_decline_reason_max_length" CHECK (char_length(decline_reason) <= 300);--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_cancel_reason_max_length" CHECK (char_length(cancel_reason) <= 300);--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_status_check" CHECK (status in ('requested', 'proposed', 'accepted', 'declined', 'cancelled'));