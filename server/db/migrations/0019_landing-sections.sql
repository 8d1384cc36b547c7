CREATE TABLE IF NOT EXISTS "landing_section_texts" (
	"page" text NOT NULL,
	"language" text NOT NULL,
	"field" text NOT NULL,
	"draft" text,
	"published" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_section_texts_page_language_field_pk" PRIMARY KEY("page","language","field")
);
--> statement-breakpoint
ALTER TABLE "landing_section_texts" ADD CONSTRAINT "landing_section_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
