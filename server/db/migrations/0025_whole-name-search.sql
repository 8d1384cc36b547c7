CREATE INDEX IF NOT EXISTS "entry_requests_first_name_idx" ON "entry_requests" USING btree ("company_id",lower("worker_first_name"),"created_at",lower("worker_last_name"),"site_id","status","worker_first_name","worker_last_name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_last_name_idx" ON "entry_requests" USING btree ("company_id",lower("worker_last_name"),"created_at","site_id","status","worker_last_name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_full_name_idx" ON "entry_requests" USING btree ("company_id",lower("worker_last_name"),lower("worker_first_name"),"created_at","site_id","status","worker_last_name","worker_first_name");
