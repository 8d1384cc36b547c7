CREATE TABLE IF NOT EXISTS "permit_kinds" (
  "code" text PRIMARY KEY NOT NULL,
  "certificate_kind" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "permit_kinds" ("code", "certificate_kind") VALUES ('work_at_height', 'work_at_height') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "permits" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "site_id" integer NOT NULL REFERENCES "sites"("id"),
  "kind" text NOT NULL REFERENCES "permit_kinds"("code"),
  "join_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
  "location" text NOT NULL,
  "task" text NOT NULL,
  "hazards" text DEFAULT '' NOT NULL,
  "domain" text NOT NULL,
  "equipment_id" integer REFERENCES "equipment"("id"),
  "planned_start" timestamp with time zone NOT NULL,
  "planned_end" timestamp with time zone NOT NULL,
  "work_manager_user_id" integer NOT NULL REFERENCES "users"("id"),
  "ground_attendant_name" text DEFAULT '' NOT NULL,
  "is_night" boolean DEFAULT false NOT NULL,
  "is_windy" boolean DEFAULT false NOT NULL,
  "written_instructions" text DEFAULT '' NOT NULL,
  "state" text NOT NULL,
  "overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "checked_at" timestamp with time zone,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "changed_by" integer REFERENCES "users"("id"),
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "permits_end_after_start" CHECK ("planned_end" > "planned_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "permits_join_token_unique" ON "permits" USING btree ("join_token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "permits_site_start_idx" ON "permits" USING btree ("site_id","planned_start");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "permits_live_idx" ON "permits" USING btree ("planned_end") WHERE "state" in ('active', 'suspended');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "permit_transitions" (
  "id" serial PRIMARY KEY NOT NULL,
  "permit_id" integer NOT NULL REFERENCES "permits"("id"),
  "action" text NOT NULL,
  "from_state" text,
  "to_state" text NOT NULL,
  "actor_user_id" integer REFERENCES "users"("id"),
  "reason" text DEFAULT '' NOT NULL,
  "failed_checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "permit_transitions_permit_idx" ON "permit_transitions" USING btree ("permit_id","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "permit_workers" (
  "permit_id" integer NOT NULL REFERENCES "permits"("id"),
  "entry_request_id" text NOT NULL REFERENCES "entry_requests"("id") ON DELETE CASCADE,
  "signature_name" text NOT NULL,
  "language" text NOT NULL,
  "joined_at" timestamp with time zone NOT NULL,
  "check_result" jsonb NOT NULL,
  "signed_out_at" timestamp with time zone,
  PRIMARY KEY ("permit_id","entry_request_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "permit_workers_entry_idx" ON "permit_workers" USING btree ("entry_request_id");
