DROP INDEX IF EXISTS "entry_requests_company_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_company_created_idx" ON "entry_requests" USING btree ("company_id","created_at") INCLUDE ("site_id");
