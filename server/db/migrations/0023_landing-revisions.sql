CREATE TABLE IF NOT EXISTS "landing_section_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_section_revisions" ADD CONSTRAINT "landing_section_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "landing_section_revisions_page_idx" ON "landing_section_revisions" USING btree ("page","language","id");
