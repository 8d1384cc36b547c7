import { z } from 'zod';
import { DUE_REASONS, FITNESS_STATES } from '../inspections/inspection-rules';
import { LocalizedTextSchema, localizedTextSchema } from './localized-text.schemas';
import { companyQuerySchema, isoDaySchema } from './manage-common.schemas';

export const CHECK_RESULTS = ['pass', 'fail', 'na'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
export const CLOSED_REASONS = ['failed_items', 'damaged', 'incomplete', 'other'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'validation.fileMissing');
const itemIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'validation.invalidText');
// Spelled here rather than imported, so the equipment schemas can use the state without a cycle.
const kindSchema = z.enum(['scaffold', 'platform']);

/** One line of a checklist, its text per language like a form field's label. */
export const ChecklistItemSchema = z.object({ id: z.string(), text: LocalizedTextSchema });
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistSchema = z.object({
  kind: kindSchema,
  items: z.array(ChecklistItemSchema),
  /** True while the company keeps the product's checklist built from the rules. */
  isDefault: z.boolean(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

export const CHECKLIST_MAX_ITEMS = 40;

export const ChecklistBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: itemIdSchema,
        text: localizedTextSchema({ max: 300, required: true }),
      }),
    )
    .min(1, 'validation.valueRequired')
    .max(CHECKLIST_MAX_ITEMS, 'validation.tooManyItems')
    .refine(
      (items) => new Set(items.map((i) => i.id)).size === items.length,
      'validation.duplicateItem',
    ),
});
export type ChecklistBody = z.input<typeof ChecklistBodySchema>;

export const KindParamsSchema = z.object({ kind: kindSchema });

export const CheckLineBodySchema = z.object({
  itemId: itemIdSchema,
  result: z.enum(CHECK_RESULTS),
  note: z.string().trim().max(500, 'validation.textTooLong').default(''),
  photoFileId: fileIdSchema.nullable().default(null),
});

/** What a platform's inspection adds: the external inspector and his report. */
export const ExternalInspectorBodySchema = z.object({
  name: z.string().trim().min(1, 'validation.valueRequired').max(120, 'validation.textTooLong'),
  licenceNumber: z
    .string()
    .trim()
    .min(1, 'validation.valueRequired')
    .max(40, 'validation.textTooLong'),
  reportFileId: fileIdSchema,
  reportExpiresOn: isoDaySchema,
});

/** POST /api/inspections/equipment/{id}: one inspection, written once and never changed. */
export const InspectionBodySchema = z.object({
  inspectedAt: z.iso.datetime({ offset: true, error: 'validation.isoDate' }),
  results: z.array(CheckLineBodySchema).max(CHECKLIST_MAX_ITEMS),
  outcome: z.enum(['fit', 'closed']),
  closedReason: z.enum(CLOSED_REASONS).nullable().default(null),
  signatureFileId: fileIdSchema,
  external: ExternalInspectorBodySchema.nullable().default(null),
  /** The record this one corrects; the old one stays as it was. */
  correctsId: z.number().int().positive().nullable().default(null),
});
export type InspectionBody = z.input<typeof InspectionBodySchema>;

export const CheckLineSchema = z.object({
  itemId: z.string(),
  text: LocalizedTextSchema,
  result: z.enum(CHECK_RESULTS),
  note: z.string(),
  photoFileId: z.string().nullable(),
});
export type CheckLine = z.infer<typeof CheckLineSchema>;

export const InspectionRecordSchema = z.object({
  id: z.number().int(),
  inspectedAt: z.string(),
  inspectorName: z.string(),
  external: z
    .object({
      name: z.string(),
      licenceNumber: z.string(),
      reportFileId: z.string(),
      reportExpiresOn: z.string(),
    })
    .nullable(),
  results: z.array(CheckLineSchema),
  outcome: z.enum(['fit', 'closed']),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  signatureFileId: z.string(),
  correctsId: z.number().int().nullable(),
});
export type InspectionRecord = z.infer<typeof InspectionRecordSchema>;

/** An item's state now, as the rules compute it. */
export const FitnessSchema = z.object({
  state: z.enum(FITNESS_STATES),
  fitUntil: z.string().nullable(),
  reason: z.enum(DUE_REASONS).nullable(),
  lastInspectedOn: z.string().nullable(),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
});
export type FitnessView = z.infer<typeof FitnessSchema>;

/** GET /api/inspections/equipment/{id}: an item, its state, checklist and records. */
export const EquipmentInspectionsSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  number: z.string(),
  label: LocalizedTextSchema,
  siteName: z.string().nullable(),
  /** The random part of the tag's address, which its printed QR code opens. */
  tagToken: z.string(),
  fitness: FitnessSchema,
  checklist: z.array(ChecklistItemSchema),
  canInspect: z.boolean(),
  records: z.array(InspectionRecordSchema),
});
export type EquipmentInspections = z.infer<typeof EquipmentInspectionsSchema>;

/** An item a worker's request named that was not fit for use when he sent it. */
export const EquipmentAlertSchema = z.object({
  kind: kindSchema,
  number: z.string(),
  state: z.enum(FITNESS_STATES),
  reason: z.enum(DUE_REASONS).nullable(),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
});
export type EquipmentAlert = z.infer<typeof EquipmentAlertSchema>;

export const TagParamsSchema = z.object({ token: z.string().regex(/^[a-f0-9]{32}$/) });

/**
 * GET /api/inspections/tags/{token}: what anybody scanning the tag reads. No person's name and no
 * internal id: the failed lines' texts and the reason's code, which the page translates.
 */
export const PublicTagSchema = z.object({
  kind: kindSchema,
  number: z.string(),
  label: LocalizedTextSchema,
  companyName: z.string(),
  fitness: FitnessSchema,
  failedItems: z.array(LocalizedTextSchema),
});
export type PublicTag = z.infer<typeof PublicTagSchema>;

/** GET /api/inspections/tags/{token}/staff: the item behind a tag, for its own company's staff. */
export const StaffTagSchema = z.object({ equipmentId: z.number().int(), canInspect: z.boolean() });

export const InspectionFileSchema = z.object({ id: z.string() });

export const SiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });

export const EquipmentEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['weather', 'stoppage', 'change']),
  occurredAt: z.string(),
});

export const StoppageBodySchema = z.object({ fromDay: isoDaySchema, toDay: isoDaySchema });
export const ChangeBodySchema = z.object({
  note: z.string().trim().min(1, 'validation.valueRequired').max(500, 'validation.textTooLong'),
});

export const InspectionSettingsSchema = z.object({
  scaffoldIntervalDays: z.number().int(),
  platformReportMonths: z.number().int(),
});
export type InspectionSettings = z.infer<typeof InspectionSettingsSchema>;
export const InspectionSettingsBodySchema = z.object({
  scaffoldIntervalDays: z.number().int('validation.wholeNumber'),
  platformReportMonths: z.number().int('validation.wholeNumber'),
});

export const QualificationSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.string(),
  kinds: z.array(kindSchema),
});
export const QualificationsSchema = z.object({ users: z.array(QualificationSchema) });
export const QualificationBodySchema = z.object({ kinds: z.array(kindSchema).max(2) });
export const UserParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

export const SiteGateSchema = z.object({ blocksUnfit: z.boolean() });

export const RegisterQuerySchema = companyQuerySchema.extend({
  siteId: z.coerce.number().int().positive(),
  from: isoDaySchema,
  to: isoDaySchema,
});

export const RegisterEntrySchema = z.object({
  inspectedAt: z.string(),
  kind: kindSchema,
  number: z.string(),
  label: z.string(),
  inspectorName: z.string(),
  externalInspector: z.string(),
  outcome: z.enum(['fit', 'closed']),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  /** Each failed line as the inspector read it, in every language it had: printed in Hebrew. */
  failedItems: z.array(LocalizedTextSchema),
  note: z.string(),
  signatureFileId: z.string(),
  correctsId: z.number().int().nullable(),
  id: z.number().int(),
});
export const RegisterSchema = z.object({
  siteName: z.string(),
  companyName: z.string(),
  from: z.string(),
  to: z.string(),
  entries: z.array(RegisterEntrySchema),
});
export type Register = z.infer<typeof RegisterSchema>;

export const SummaryQuerySchema = companyQuerySchema.extend({
  siteId: z.coerce.number().int().positive().optional(),
});

/**
 * GET /api/inspections/summary: how many items placed on the sites in scope are in each state
 * now, for the dashboard and the menu's reminders.
 */
export const InspectionSummarySchema = z.object({
  states: z.object(
    Object.fromEntries(FITNESS_STATES.map((state) => [state, z.number().int()])) as Record<
      (typeof FITNESS_STATES)[number],
      z.ZodNumber
    >,
  ),
});
export type InspectionSummary = z.infer<typeof InspectionSummarySchema>;
