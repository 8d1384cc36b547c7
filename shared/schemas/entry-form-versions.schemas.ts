import { z } from 'zod';
import { StoredFormFieldSchema } from './form.schemas';

/** One saved version of a site's form; version 0 is the built-in default form. */
export const FormVersionSummarySchema = z.object({
  version: z.number().int().min(0),
  createdAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  fieldCount: z.number().int(),
});

/** GET /api/sites/{id}/entry-form/versions: newest first, the built-in form last. */
export const FormVersionListSchema = z.object({
  currentVersion: z.number().int().min(0),
  versions: z.array(FormVersionSummarySchema),
});
export type FormVersionList = z.infer<typeof FormVersionListSchema>;

/** GET /api/sites/{id}/entry-form/versions/{version}: an old version's fields, to restore. */
export const FormVersionSchema = z.object({
  version: z.number().int().min(0),
  formFields: z.array(StoredFormFieldSchema),
});
export type FormVersion = z.infer<typeof FormVersionSchema>;
