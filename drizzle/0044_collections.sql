CREATE TABLE "collection_homes" (
	"collection_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_homes_collection_id_property_id_pk" PRIMARY KEY("collection_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "collection_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_invites_email_max_length" CHECK (char_length(email) <= 254),
	CONSTRAINT "collection_invites_token_hash_max_length" CHECK (char_length(token_hash) <= 100)
);
--> statement-breakpoint
CREATE TABLE "collection_members" (
	"collection_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_members_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id"),
	CONSTRAINT "collection_members_role_known" CHECK (role in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "collection_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_notes_body_max_length" CHECK (char_length(body) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "collection_reactions" (
	"collection_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reaction" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_reactions_collection_id_property_id_user_id_pk" PRIMARY KEY("collection_id","property_id","user_id"),
	CONSTRAINT "collection_reactions_reaction_known" CHECK (reaction in ('love', 'maybe', 'no'))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_name_max_length" CHECK (char_length(name) <= 60)
);
--> statement-breakpoint
ALTER TABLE "collection_homes" ADD CONSTRAINT "collection_homes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_homes" ADD CONSTRAINT "collection_homes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_homes" ADD CONSTRAINT "collection_homes_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invites" ADD CONSTRAINT "collection_invites_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_home_fk" FOREIGN KEY ("collection_id","property_id") REFERENCES "public"."collection_homes"("collection_id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_reactions" ADD CONSTRAINT "collection_reactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_reactions" ADD CONSTRAINT "collection_reactions_home_fk" FOREIGN KEY ("collection_id","property_id") REFERENCES "public"."collection_homes"("collection_id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_homes_property_idx" ON "collection_homes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "collection_homes_added_by_idx" ON "collection_homes" USING btree ("added_by");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_invites_token_idx" ON "collection_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_invites_pending_idx" ON "collection_invites" USING btree ("collection_id","email") WHERE accepted_at is null;--> statement-breakpoint
CREATE INDEX "collection_invites_collection_idx" ON "collection_invites" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_invites_invited_by_idx" ON "collection_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "collection_invites_accepted_by_idx" ON "collection_invites" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "collection_members_user_idx" ON "collection_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_notes_home_idx" ON "collection_notes" USING btree ("collection_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_notes_author_idx" ON "collection_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "collection_reactions_user_idx" ON "collection_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_id");