/**
 * What the work manager confirms on site before he starts a permit to work at height, each line
 * from the Work at Height Regulations (2007); its texts are in the `permits` catalogs.
 */
export const PRE_START_CHECKLIST = [
  'danger-zone-marked',
  'fall-protection',
  'attendant-in-place',
  'equipment-tagged',
  'rescue-ready',
  'workers-briefed',
] as const;
export type PreStartItem = (typeof PRE_START_CHECKLIST)[number];

/** The longest a permit runs from its planned start: one working day (the product's choice). */
export const PERMIT_MAX_HOURS = 12;
