CREATE TABLE "data_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "data_access_log_company_idx" ON "data_access_log" USING btree ("company_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "data_access_log_created_idx" ON "data_access_log" USING btree ("created_at");
