CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"inspection_interval_days" integer DEFAULT 30 NOT NULL,
	"is_equipment_number_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;