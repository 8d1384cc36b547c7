ALTER TABLE "entry_forms" ADD COLUMN "is_major_change" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "site_induction_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"validity_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_induction_settings" ADD CONSTRAINT "site_induction_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "entry_inductions" (
	"entry_request_id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"form_major" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"is_reused" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "entry_inductions" ADD CONSTRAINT "entry_inductions_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entry_inductions" ADD CONSTRAINT "entry_inductions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "entry_inductions" ADD CONSTRAINT "entry_inductions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entry_inductions_site_idx" ON "entry_inductions" USING btree ("site_id","form_major","valid_until");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quiz_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form_version" integer NOT NULL,
	"field_id" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"is_passed" boolean DEFAULT false NOT NULL,
	"answers" jsonb,
	"entry_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_entry_request_unique" UNIQUE("entry_request_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quiz_attempts_created_idx" ON "quiz_attempts" USING btree ("created_at");
