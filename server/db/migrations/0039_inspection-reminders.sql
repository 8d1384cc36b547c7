CREATE TABLE IF NOT EXISTS "inspection_reminders" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_reminders_pk" PRIMARY KEY ("user_id", "site_id", "day")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inspection_reminders_day_idx" ON "inspection_reminders" USING btree ("day");
