ALTER TABLE "permit_workers" ADD COLUMN "signature_file_id" text;
--> statement-breakpoint
ALTER TABLE "permit_workers" ADD CONSTRAINT "permit_workers_signature_file_id_entry_request_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."entry_request_files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "instructions_file_id" text;
--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_instructions_file_id_media_files_id_fk" FOREIGN KEY ("instructions_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;
