ALTER TABLE "company_settings" ADD COLUMN "recognition_detail_field_id" text;
