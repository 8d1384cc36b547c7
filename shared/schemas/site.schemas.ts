import { z } from 'zod';
import { StoredFormFieldSchema } from './form.schemas';
import { FITNESS_STATES } from '../inspections/inspection-rules';
import { LocalizedTextSchema } from './localized-text.schemas';

/**
 * The site fields a worker's pages read (GET /api/sites/{id} and by code).
 * Every text the site owner wrote comes per language; the worker's page picks its own.
 */
export const PublicSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: LocalizedTextSchema,
  companyId: z.number().int(),
  location: LocalizedTextSchema,
  headerTitle: LocalizedTextSchema,
  headerMessage: LocalizedTextSchema,
  headerColor: z.string(),
  safetyRegulations: LocalizedTextSchema,
  hasSafetyVideo: z.boolean(),
  videoUrl: z.string(),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

/** GET /api/sites/{id}/entry-form: the fields and the version a submission must carry. */
export const EntryFormResponseSchema = z.object({
  siteId: z.number().int(),
  version: z.number().int().min(0),
  formFields: z.array(StoredFormFieldSchema),
});
export type EntryFormResponse = z.infer<typeof EntryFormResponseSchema>;

export const EquipmentItemSchema = z.object({
  value: z.string(),
  /** The Hebrew label, which the typed number is also matched against. */
  label: z.string(),
  /** The label per language, which the form shows the worker (docs/decisions/016). */
  labels: LocalizedTextSchema.optional(),
  /** The item's state now by the inspection rules (shared/inspections/inspection-rules.ts). */
  fitness: z.enum(FITNESS_STATES).optional(),
  /** YYYY-MM-DD, or null when no inspection is scheduled. */
  nextInspectionDue: z.string().nullable(),
  isInspectionOverdue: z.boolean(),
});
export type EquipmentItem = z.infer<typeof EquipmentItemSchema>;

/** GET /api/companies/{id}/equipment: active items only. */
export const EquipmentResponseSchema = z.object({
  scaffolds: z.array(EquipmentItemSchema),
  platforms: z.array(EquipmentItemSchema),
  /**
   * The company's "equipment number required" setting: a form asking for a scaffold or platform
   * must then carry a number of this list, and the worker is told so before sending.
   */
  isNumberRequired: z.boolean(),
});
export type EquipmentResponse = z.infer<typeof EquipmentResponseSchema>;
