ALTER TABLE "company_settings" ADD COLUMN "retention_months" integer DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "personal_data_erased_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_not_erased_idx" ON "entry_requests" USING btree ("company_id","created_at") WHERE "personal_data_erased_at" IS NULL;
