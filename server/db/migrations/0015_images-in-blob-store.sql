DROP INDEX IF EXISTS "entry_requests_company_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_requests_company_created_idx" ON "entry_requests" USING btree ("company_id","created_at") INCLUDE ("site_id");
--> statement-breakpoint
ALTER TABLE "entry_request_files" ALTER COLUMN "bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "entry_request_files" ALTER COLUMN "thumbnail" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "entry_request_files" ADD COLUMN "in_store" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_request_files_not_in_store_idx" ON "entry_request_files" USING btree ("id") WHERE NOT "in_store";
