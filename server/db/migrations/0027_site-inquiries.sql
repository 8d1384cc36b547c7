CREATE TABLE IF NOT EXISTS "site_inquiries" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "site_id" integer NOT NULL REFERENCES "sites"("id"),
  "kind" text NOT NULL,
  "name" text DEFAULT '' NOT NULL,
  "contact" text DEFAULT '' NOT NULL,
  "message" text NOT NULL,
  "status" text DEFAULT 'new' NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "handled_by_user_id" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_inquiries_site_idx" ON "site_inquiries" USING btree ("site_id","created_at" DESC);
