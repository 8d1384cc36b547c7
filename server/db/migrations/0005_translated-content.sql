ALTER TABLE "sites" ALTER COLUMN "header_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "header_title" SET DATA TYPE jsonb USING jsonb_build_object('he', "header_title");--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "header_title" SET DEFAULT '{"he":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "header_message" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "header_message" SET DATA TYPE jsonb USING jsonb_build_object('he', "header_message");--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "header_message" SET DEFAULT '{"he":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "safety_regulations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "safety_regulations" SET DATA TYPE jsonb USING jsonb_build_object('he', "safety_regulations");--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "safety_regulations" SET DEFAULT '{"he":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "location_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "entry_forms" SET "fields" = (
  SELECT coalesce(jsonb_agg(
    "field"
    || CASE WHEN jsonb_typeof("field"->'label') = 'string'
         THEN jsonb_build_object('label', jsonb_build_object('he', "field"->'label')) ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof("field"->'placeholder') = 'string'
         THEN jsonb_build_object('placeholder', jsonb_build_object('he', "field"->'placeholder')) ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof("field"->'helpText') = 'string'
         THEN jsonb_build_object('helpText', jsonb_build_object('he', "field"->'helpText')) ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof("field"->'options') = 'array'
         THEN jsonb_build_object('options', (
           SELECT coalesce(jsonb_agg(
             CASE WHEN jsonb_typeof("option"->'label') = 'string'
               THEN "option" || jsonb_build_object('label', jsonb_build_object('he', "option"->'label'))
               ELSE "option" END
             ORDER BY "option_index"), '[]'::jsonb)
           FROM jsonb_array_elements("field"->'options') WITH ORDINALITY AS o("option", "option_index")))
         ELSE '{}'::jsonb END
    ORDER BY "field_index"), '[]'::jsonb)
  FROM jsonb_array_elements("entry_forms"."fields") WITH ORDINALITY AS f("field", "field_index")
);
