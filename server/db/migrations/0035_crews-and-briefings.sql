CREATE TABLE IF NOT EXISTS "site_crew_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"max_crew_size" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_crew_settings_size_check" CHECK ("max_crew_size" BETWEEN 2 AND 50)
);
--> statement-breakpoint
ALTER TABLE "site_crew_settings" ADD CONSTRAINT "site_crew_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "crew_foremen" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"pass_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crew_foremen" ADD CONSTRAINT "crew_foremen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_foremen" ADD CONSTRAINT "crew_foremen_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_foremen" ADD CONSTRAINT "crew_foremen_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "crew_foremen_pass_unique" ON "crew_foremen" USING btree ("pass_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crew_foremen_site_idx" ON "crew_foremen" USING btree ("site_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "crews" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"foreman_name" text NOT NULL,
	"foreman_phone" text NOT NULL,
	"foreman_id" integer,
	"employer" text NOT NULL,
	"work_start_date" date NOT NULL,
	"equipment" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"idempotency_key" text,
	"idempotency_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_foreman_id_crew_foremen_id_fk" FOREIGN KEY ("foreman_id") REFERENCES "public"."crew_foremen"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "crews_idempotency_unique" ON "crews" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crews_site_created_idx" ON "crews" USING btree ("site_id","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "crew_members" (
	"entry_request_id" text PRIMARY KEY NOT NULL,
	"crew_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crew_members_crew_idx" ON "crew_members" USING btree ("crew_id","position");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_briefings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_briefings_kind_check" CHECK ("kind" IN ('text', 'video', 'document'))
);
--> statement-breakpoint
ALTER TABLE "site_briefings" ADD CONSTRAINT "site_briefings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_briefings" ADD CONSTRAINT "site_briefings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "briefing_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"phone_digits" text NOT NULL,
	"worker_name" text NOT NULL,
	"entry_request_id" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_confirmations" ADD CONSTRAINT "briefing_confirmations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "briefing_confirmations" ADD CONSTRAINT "briefing_confirmations_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "briefing_confirmations_once_a_day" ON "briefing_confirmations" USING btree ("site_id","day","phone_digits");
