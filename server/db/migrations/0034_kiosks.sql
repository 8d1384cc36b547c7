CREATE TABLE IF NOT EXISTS "kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"label" text NOT NULL,
	"pairing_hash" text,
	"token_hash" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "kiosks_pairing_hash_unique" ON "kiosks" USING btree ("pairing_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "kiosks_token_hash_unique" ON "kiosks" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kiosks_site_idx" ON "kiosks" USING btree ("site_id");
