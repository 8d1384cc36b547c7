CREATE INDEX IF NOT EXISTS "sites_code_lower_idx" ON "sites" USING btree (lower("code"));
