CREATE TABLE "sent_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"transport" text NOT NULL,
	"html" text,
	"text" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_emails_recipient_max_length" CHECK (char_length(recipient) <= 254),
	CONSTRAINT "sent_emails_subject_max_length" CHECK (char_length(subject) <= 500),
	CONSTRAINT "sent_emails_kind_max_length" CHECK (char_length(kind) <= 50),
	CONSTRAINT "sent_emails_transport_max_length" CHECK (char_length(transport) <= 10),
	CONSTRAINT "sent_emails_html_max_length" CHECK (char_length(html) <= 1000000),
	CONSTRAINT "sent_emails_text_max_length" CHECK (char_length(text) <= 500000)
);
--> statement-breakpoint
CREATE INDEX "sent_emails_sent_at_idx" ON "sent_emails" USING btree ("sent_at" DESC NULLS LAST);