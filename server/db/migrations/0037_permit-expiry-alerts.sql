CREATE TABLE IF NOT EXISTS "permit_expiry_alerts" (
	"permit_id" integer PRIMARY KEY NOT NULL REFERENCES "permits"("id"),
	"expired_at" timestamp with time zone NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "permit_expiry_alerts_unpushed_idx" ON "permit_expiry_alerts" USING btree ("expired_at") WHERE "pushed_at" IS NULL;
