CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_company_decided_idx" ON "entry_requests" USING btree ("company_id","decided_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_open_idx" ON "entry_requests" USING btree ("company_id","created_at") WHERE "status" IN ('pending', 'safety_manager_coming');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_approved_start_idx" ON "entry_requests" USING btree ("company_id","work_start_date") WHERE "status" = 'approved';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_created_idx" ON "entry_requests" USING btree ("created_at","request_number");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_name_trgm_idx" ON "entry_requests" USING gin (("worker_first_name" || ' ' || "worker_last_name" || ' ' || "worker_first_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_phone_digits_trgm_idx" ON "entry_requests" USING gin ((regexp_replace("worker_phone", '[^0-9]', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_request_feed_idx" ON "audit_log" USING btree ("company_id","created_at","id") WHERE "entity_type" = 'entry_request';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_request_feed_all_idx" ON "audit_log" USING btree ("created_at","id") WHERE "entity_type" = 'entry_request';
