CREATE TABLE IF NOT EXISTS "worker_certificates" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "worker_token_id" integer NOT NULL REFERENCES "worker_tokens"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "kind_label" text DEFAULT '' NOT NULL,
  "domains" text[] DEFAULT '{}' NOT NULL,
  "number" text NOT NULL,
  "issued_on" date NOT NULL,
  "expires_on" date NOT NULL,
  "instructor_registration" text DEFAULT '' NOT NULL,
  "date_of_birth" date NOT NULL,
  "photo_file_id" text REFERENCES "entry_request_files"("id") ON DELETE set null,
  "entry_request_id" text REFERENCES "entry_requests"("id") ON DELETE set null,
  "verified_by" integer REFERENCES "users"("id"),
  "verified_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "worker_certificates_worker_number_unique" UNIQUE("company_id","worker_token_id","kind","number")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_certificates_worker_idx" ON "worker_certificates" USING btree ("worker_token_id","kind","expires_on");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_certificates_company_expiry_idx" ON "worker_certificates" USING btree ("company_id","expires_on");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_certificates_request_idx" ON "worker_certificates" USING btree ("entry_request_id");
