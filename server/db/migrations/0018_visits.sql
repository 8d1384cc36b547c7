CREATE TABLE IF NOT EXISTS "visit_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"site_id" integer,
	"referrer" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_key" UNIQUE NULLS NOT DISTINCT("day","step","path","site_id","referrer","language","device")
);
--> statement-breakpoint
ALTER TABLE "visit_counts" ADD CONSTRAINT "visit_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "visit_days" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_day_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "visit_seen" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"counter" text NOT NULL,
	CONSTRAINT "visit_seen_day_visitor_counter_pk" PRIMARY KEY("day","visitor","counter")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" bytea NOT NULL
);
