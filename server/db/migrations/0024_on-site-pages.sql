DROP INDEX IF EXISTS "entry_requests_approved_start_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_approved_start_idx" ON "entry_requests" USING btree ("company_id","work_start_date","decided_at") WHERE "entry_requests"."status" = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_on_site_idx" ON "entry_requests" USING btree ("company_id","decided_at") WHERE "entry_requests"."status" = 'approved' and "entry_requests"."exit_time" is null;
--> statement-breakpoint
ALTER INDEX "entry_requests_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 250;
