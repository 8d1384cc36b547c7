import { z } from 'zod';
import type { FitnessState } from '../inspections/inspection-rules';
import { FitnessSchema } from './inspection.schemas';
import { TranslationsSchema, translationsSchema } from './localized-text.schemas';
import { companyQuerySchema, isoDaySchema, requiredText } from './manage-common.schemas';

export const EQUIPMENT_KINDS = ['scaffold', 'platform'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
export const EQUIPMENT_STATUSES = ['active', 'inactive'] as const;

/** An inspection due within this many days is a warning; a past one is overdue. */
export const INSPECTION_WARNING_DAYS = 7;
export const INSPECTION_STATES = ['overdue', 'due_soon', 'ok', 'unscheduled'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];

/** Someone working on the item now: approved, no exit yet (docs/lifecycle.md). */
export const EquipmentWorkerSchema = z.object({
  entryId: z.string(),
  requestNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  siteName: z.string(),
  decidedAt: z.string().nullable(),
});
export type EquipmentWorker = z.infer<typeof EquipmentWorkerSchema>;

export const ManagedEquipmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EQUIPMENT_KINDS),
  number: z.string(),
  label: z.string(),
  /** The label's other languages beside the Hebrew one. */
  labelTranslations: TranslationsSchema,
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  location: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  lastInspection: z.string().nullable(),
  nextInspectionDue: z.string().nullable(),
  inspectionState: z.enum(INSPECTION_STATES),
  /** Days until the next inspection; negative when overdue, null when none is scheduled. */
  daysUntilInspection: z.number().int().nullable(),
  /** The state by the inspection rules, computed from the records, never typed. */
  fitness: FitnessSchema,
  /** The random part of the item's public tag address (/tag/{token}). */
  tagToken: z.string(),
  workers: z.array(EquipmentWorkerSchema),
});
export type ManagedEquipment = z.infer<typeof ManagedEquipmentSchema>;

export const EquipmentSettingsSchema = z.object({
  inspectionIntervalDays: z.number().int(),
  isEquipmentNumberRequired: z.boolean(),
});
export type EquipmentSettings = z.infer<typeof EquipmentSettingsSchema>;

/** GET and PUT /api/equipment/settings: the rules, and whether the caller may change them. */
export const EquipmentSettingsViewSchema = EquipmentSettingsSchema.extend({
  canEdit: z.boolean(),
});
export type EquipmentSettingsView = z.infer<typeof EquipmentSettingsViewSchema>;

/** A company that never saved its settings works with these. */
export const DEFAULT_EQUIPMENT_SETTINGS: EquipmentSettings = {
  inspectionIntervalDays: 30,
  isEquipmentNumberRequired: false,
};

export const EquipmentSettingsBodySchema = z.object({
  inspectionIntervalDays: z
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.intervalDays')
    .max(365, 'validation.intervalDays'),
  isEquipmentNumberRequired: z.boolean(),
});

/**
 * The list's filters by the state the inspection rules give an item, each a set of states. They
 * choose among items in use only: one taken out of use needs nobody. `attention` is what needs
 * someone today (due, overdue or due again, never inspected, closed).
 */
export const EQUIPMENT_STATE_FILTERS = {
  attention: ['due_today', 'overdue', 'due_now', 'never', 'closed'],
  due_today: ['due_today'],
  overdue: ['overdue', 'due_now'],
  never: ['never'],
  closed: ['closed'],
  fit: ['fit'],
} as const satisfies Record<string, readonly FitnessState[]>;
export type EquipmentStateFilter = keyof typeof EQUIPMENT_STATE_FILTERS;
const STATE_FILTER_NAMES = Object.keys(EQUIPMENT_STATE_FILTERS) as [
  EquipmentStateFilter,
  ...EquipmentStateFilter[],
];

/** Items of one page of the list (decision 080). */
export const EQUIPMENT_PAGE_SIZE = 50;

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>,
  );

/**
 * GET /api/equipment/summary: the counts the list's tabs and filters show, whatever page is read:
 * items per kind in the caller's scope, and of the asked kind the items in use per state filter
 * and per warning of their planned inspection date.
 */
export const EquipmentSummarySchema = z.object({
  kinds: countsOf(EQUIPMENT_KINDS),
  states: countsOf(STATE_FILTER_NAMES),
  warnings: countsOf(['overdue', 'due_soon'] as const),
});
export type EquipmentSummary = z.infer<typeof EquipmentSummarySchema>;

/**
 * GET /api/equipment: a page of the company's items in the caller's scope, with today's workers,
 * in the order of kind and number.
 */
export const ManagedEquipmentListSchema = z.object({
  items: z.array(ManagedEquipmentSchema),
  /** The `cursor` of the page after this one; null on the last page. */
  nextCursor: z.number().int().nullable(),
  /** How many items the filter finds on all its pages together. */
  total: z.number().int(),
  today: z.string(),
  settings: EquipmentSettingsSchema,
  /** Whether the caller holds equipment.manage (add, edit, import); others follow the work. */
  canEdit: z.boolean(),
});
export type ManagedEquipmentList = z.infer<typeof ManagedEquipmentListSchema>;

export const EquipmentListQuerySchema = companyQuerySchema.extend({
  kind: z.enum(EQUIPMENT_KINDS).optional(),
});

const serialId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A page of the list: its first, or the one after the item `cursor` names (the `nextCursor` of
 * the page before), of the items matching every filter given. `search` finds a part of the
 * number, the label in any language, the site's name or the location, in any letter case.
 */
export const EquipmentPageQuerySchema = EquipmentListQuerySchema.extend({
  state: z.enum(STATE_FILTER_NAMES, 'validation.chooseFromList').optional(),
  search: z.string().trim().max(100, 'validation.textTooLong').optional(),
  siteId: serialId.optional(),
  status: z.enum(EQUIPMENT_STATUSES, 'validation.chooseFromList').optional(),
  cursor: serialId.optional(),
});
export type EquipmentPageQuery = z.infer<typeof EquipmentPageQuerySchema>;

const numberSchema = z
  .string()
  .trim()
  .min(1, 'validation.valueRequired')
  .max(40, 'validation.textTooLong')
  .regex(/^[^\s,;"]+(?: [^\s,;"]+)*$/, 'validation.equipmentNumber');

export const EquipmentBodySchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS),
  number: numberSchema,
  label: requiredText(200),
  labelTranslations: translationsSchema(200).optional(),
  siteId: z.number().int().positive().nullable(),
  location: z.string().trim().max(200, 'validation.textTooLong').default(''),
  status: z.enum(EQUIPMENT_STATUSES).default('active'),
  lastInspection: isoDaySchema.nullable().default(null),
  /** Left empty, it is the last inspection plus the company's interval. */
  nextInspectionDue: isoDaySchema.nullable().default(null),
});
export type EquipmentBody = z.input<typeof EquipmentBodySchema>;

export const EquipmentUpdateBodySchema = EquipmentBodySchema.partial();
export type EquipmentUpdateBody = z.input<typeof EquipmentUpdateBodySchema>;

export const EQUIPMENT_IMPORT_MAX_BYTES = 512 * 1024;

/** POST /api/equipment/import: the text of a CSV file in the export's columns. */
export const EquipmentImportBodySchema = z.object({
  csv: z.string().min(1, 'validation.valueRequired').max(EQUIPMENT_IMPORT_MAX_BYTES),
});

/** One problem with one row of an import; row 1 is the header. */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const EquipmentImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type EquipmentImportResult = z.infer<typeof EquipmentImportResultSchema>;

/** The CSV columns, in order; import accepts them in any order by these names. */
export const EQUIPMENT_CSV_COLUMNS = [
  'kind',
  'number',
  'label',
  'site_code',
  'location',
  'status',
  'last_inspection',
  'next_inspection_due',
] as const;
export type EquipmentCsvColumn = (typeof EQUIPMENT_CSV_COLUMNS)[number];
