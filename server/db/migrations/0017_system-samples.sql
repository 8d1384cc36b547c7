CREATE TABLE IF NOT EXISTS "system_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"interval_seconds" integer NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"p95_ms" real,
	"open_sockets" integer NOT NULL,
	"database_bytes" bigint,
	"event_loop_lag_ms" real
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "system_samples_taken_at_idx" ON "system_samples" USING btree ("taken_at");
