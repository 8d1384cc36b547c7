ALTER TABLE "contact_requests" ADD COLUMN "assigned_agent_id" integer;
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "follow_up_on" date;
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "company_id" integer;
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
UPDATE "contact_requests" SET "status" = 'contacted' WHERE "status" IN ('in_progress', 'handled');
--> statement-breakpoint
CREATE INDEX "contact_requests_agent_idx" ON "contact_requests" USING btree ("assigned_agent_id");
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_contact_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "product_lines" text[] DEFAULT '{site_entry}' NOT NULL;
--> statement-breakpoint
CREATE TABLE "company_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"assigned_by" integer,
	CONSTRAINT "company_agents_commission_range" CHECK ("commission_bp" >= 0 AND "commission_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "company_agents" ADD CONSTRAINT "company_agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_agents" ADD CONSTRAINT "company_agents_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_agents" ADD CONSTRAINT "company_agents_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "company_agents_one_current" ON "company_agents" USING btree ("company_id") WHERE "ends_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "company_agents_agent_idx" ON "company_agents" USING btree ("agent_user_id");
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_base_agorot" integer NOT NULL,
	"site_day_agorot" integer NOT NULL,
	"entry_agorot" integer NOT NULL,
	"vat_bp" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_prices_not_negative" CHECK ("monthly_base_agorot" >= 0 AND "site_day_agorot" >= 0 AND "entry_agorot" >= 0 AND "vat_bp" >= 0 AND "vat_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_company_day_unique" ON "billing_plans" USING btree ("company_id","effective_from");
--> statement-breakpoint
CREATE TABLE "billing_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "billing_days" ADD CONSTRAINT "billing_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "billing_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_agorot" integer NOT NULL,
	"amount_agorot" integer NOT NULL,
	"vat_agorot" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_one_charge_per_day" ON "billing_ledger" USING btree ("company_id","day","kind") WHERE "kind" <> 'correction';
--> statement-breakpoint
CREATE INDEX "billing_ledger_company_day_idx" ON "billing_ledger" USING btree ("company_id","day");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;
