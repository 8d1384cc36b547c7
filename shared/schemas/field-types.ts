/**
 * The types of a site's form fields, apart from the zod schemas so that code needing only the
 * list (the shared rules, the worker's form) does not bring zod into the worker's bundle.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'tel',
  'date',
  'select',
  'checkbox',
  'file',
  'signature',
  'video',
  'camera',
  'scaffolding_select',
  'platform_select',
  'safety_document',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose answer travels as a file part named file_{fieldId} (docs/uploads.md). */
export const FILE_FIELD_TYPES: readonly FieldType[] = ['file', 'camera', 'signature'];
