CREATE TABLE IF NOT EXISTS "worker_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "worker_tokens" ADD CONSTRAINT "worker_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_tokens_company_used_idx" ON "worker_tokens" USING btree ("company_id","last_used_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "worker_token_requests" (
	"token_id" integer NOT NULL,
	"entry_request_id" text NOT NULL,
	CONSTRAINT "worker_token_requests_pk" PRIMARY KEY("token_id","entry_request_id")
);
--> statement-breakpoint
ALTER TABLE "worker_token_requests" ADD CONSTRAINT "worker_token_requests_token_id_worker_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."worker_tokens"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_token_requests" ADD CONSTRAINT "worker_token_requests_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_token_requests_request_idx" ON "worker_token_requests" USING btree ("entry_request_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_recognition_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"requires_fresh_photo" boolean DEFAULT false NOT NULL,
	"allows_signature_reuse" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_recognition_settings" ADD CONSTRAINT "site_recognition_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "idempotency_fingerprint" text;
