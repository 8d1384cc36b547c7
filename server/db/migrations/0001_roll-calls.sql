CREATE TABLE "roll_call_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_call_id" integer NOT NULL,
	"entry_request_id" text NOT NULL,
	"request_number" integer NOT NULL,
	"worker_first_name" text NOT NULL,
	"worker_last_name" text NOT NULL,
	"worker_phone" text NOT NULL,
	"worker_company" text NOT NULL,
	"is_safe" boolean DEFAULT false NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roll_call_entries" ADD CONSTRAINT "roll_call_entries_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_entries" ADD CONSTRAINT "roll_call_entries_entry_request_id_entry_requests_id_fk" FOREIGN KEY ("entry_request_id") REFERENCES "public"."entry_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_entries" ADD CONSTRAINT "roll_call_entries_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_call_entries_roll_call_idx" ON "roll_call_entries" USING btree ("roll_call_id");--> statement-breakpoint
CREATE INDEX "roll_calls_site_created_idx" ON "roll_calls" USING btree ("site_id","created_at");