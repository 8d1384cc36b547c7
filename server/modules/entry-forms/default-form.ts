import type { FormField } from '../../../shared/schemas/form.schemas';

/** Version number a request records when it was filled against the built-in form. */
export const DEFAULT_FORM_VERSION = 0;

/**
 * The form of a site that has none of its own: name, phone, company, work
 * start date, scaffold or platform number, selfie, signature and the safety document.
 */
export const DEFAULT_FORM_FIELDS: FormField[] = [
  { id: 'firstName', type: 'text', label: 'שם פרטי', required: true },
  { id: 'lastName', type: 'text', label: 'שם משפחה', required: true },
  { id: 'phone', type: 'phone', label: 'טלפון נייד', placeholder: '050-0000000', required: true },
  { id: 'companyName', type: 'text', label: 'שם החברה המעסיקה', required: true },
  { id: 'workStartDate', type: 'date', label: 'תאריך תחילת עבודה', required: true },
  {
    id: 'scaffoldingNumber',
    type: 'scaffolding_select',
    label: 'מספר פיגום',
    helpText: 'הקלידו את המספר שעל תווית הפיגום. פיגום או במת הרמה, לא שניהם.',
    required: false,
  },
  {
    id: 'platformNumber',
    type: 'platform_select',
    label: 'מספר במת הרמה',
    helpText: 'הקלידו את המספר שעל תווית הבמה. פיגום או במת הרמה, לא שניהם.',
    required: false,
  },
  { id: 'selfiePhoto', type: 'camera', label: 'צילום עצמי (סלפי)', required: true },
  { id: 'signature', type: 'signature', label: 'חתימה', required: true },
  {
    id: 'safetyDocument',
    type: 'safety_document',
    label: 'נוהל בטיחות באתר',
    helpText: 'יש לקרוא את הנוהל ולאשר בחתימה.',
    required: true,
  },
];
