ALTER TABLE "equipment" ADD COLUMN IF NOT EXISTS "label_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN IF NOT EXISTS "tag_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "equipment_tag_token_unique" ON "equipment" USING btree ("tag_token");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "equipment_inspections" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "equipment_id" integer NOT NULL REFERENCES "equipment"("id"),
  "site_id" integer REFERENCES "sites"("id"),
  "kind" text NOT NULL,
  "inspected_at" timestamp with time zone NOT NULL,
  "inspector_user_id" integer NOT NULL REFERENCES "users"("id"),
  "inspector_name" text NOT NULL,
  "external_inspector_name" text,
  "external_licence_number" text,
  "report_file_id" text,
  "report_expires_on" date,
  "results" jsonb NOT NULL,
  "outcome" text NOT NULL,
  "closed_reason" text,
  "signature_file_id" text NOT NULL,
  "corrects_id" integer REFERENCES "equipment_inspections"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equipment_inspections_item_idx" ON "equipment_inspections" USING btree ("equipment_id","inspected_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equipment_inspections_site_idx" ON "equipment_inspections" USING btree ("site_id","inspected_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "equipment_inspections_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'equipment inspections are never changed or removed';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "equipment_inspections_append_only" ON "equipment_inspections";
--> statement-breakpoint
CREATE TRIGGER "equipment_inspections_append_only" BEFORE UPDATE OR DELETE ON "equipment_inspections" FOR EACH ROW EXECUTE FUNCTION "equipment_inspections_append_only"();
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "equipment_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "site_id" integer REFERENCES "sites"("id"),
  "equipment_id" integer REFERENCES "equipment"("id"),
  "kind" text NOT NULL,
  "occurred_at" timestamp with time zone NOT NULL,
  "from_day" date,
  "to_day" date,
  "note" text DEFAULT '' NOT NULL,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equipment_events_site_idx" ON "equipment_events" USING btree ("site_id","occurred_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equipment_events_item_idx" ON "equipment_events" USING btree ("equipment_id","occurred_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inspector_qualifications" (
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inspection_checklists" (
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "kind" text NOT NULL,
  "items" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inspection_settings" (
  "company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
  "scaffold_interval_days" integer NOT NULL,
  "platform_report_months" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_equipment_gates" (
  "site_id" integer PRIMARY KEY NOT NULL REFERENCES "sites"("id"),
  "blocks_unfit" boolean NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "entry_equipment_alerts" (
  "entry_request_id" text PRIMARY KEY NOT NULL REFERENCES "entry_requests"("id") ON DELETE CASCADE,
  "alerts" jsonb NOT NULL
);
