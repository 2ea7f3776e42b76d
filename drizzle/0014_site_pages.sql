CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_slug_max_length" CHECK (char_length(slug) <= 50),
	CONSTRAINT "site_pages_title_max_length" CHECK (char_length(title) <= 120),
	CONSTRAINT "site_pages_body_max_length" CHECK (char_length(body) <= 20000)
);
