import fs from 'node:fs';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import type { LocalizedText } from '@shared/i18n/localized-text';
import type hebrewStandardFields from '@shared/i18n/locales/he/standard-fields.json';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import { catalogFileUrl } from '@shared/i18n/catalog-file';

/** Version number a request records when it was filled against the built-in form. */
export const DEFAULT_FORM_VERSION = 0;

type StandardText = keyof typeof hebrewStandardFields;

function readCatalog(language: Language): Record<StandardText, string> {
  return JSON.parse(fs.readFileSync(catalogFileUrl(language, 'standard-fields'), 'utf8')) as Record<
    StandardText,
    string
  >;
}

const catalogs = LANGUAGES.map((language) => [language, readCatalog(language)] as const);

/** A standard field's text in all nine languages, from the product's own catalogs. */
function standard(key: StandardText): LocalizedText {
  return Object.fromEntries(
    catalogs.map(([language, texts]) => [language, texts[key]]),
  ) as LocalizedText;
}

/** The same text in every language: a sample phone number reads alike everywhere. */
function everywhere(text: string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text])) as LocalizedText;
}

/**
 * The form of a site that has none of its own: name, phone, company, work
 * start date, scaffold or platform number, selfie, signature and the safety document, each in
 * all nine languages so that a new site is translated from its first day.
 */
export const DEFAULT_FORM_FIELDS: LocalizedFormField[] = [
  { id: 'firstName', type: 'text', label: standard('firstName'), required: true },
  { id: 'lastName', type: 'text', label: standard('lastName'), required: true },
  {
    id: 'phone',
    type: 'phone',
    label: standard('phone'),
    placeholder: everywhere('050-0000000'),
    required: true,
  },
  { id: 'companyName', type: 'text', label: standard('companyName'), required: true },
  { id: 'workStartDate', type: 'date', label: standard('workStartDate'), required: true },
  {
    id: 'scaffoldingNumber',
    type: 'scaffolding_select',
    label: standard('scaffoldingNumber'),
    helpText: standard('scaffoldingHelp'),
    required: false,
  },
  {
    id: 'platformNumber',
    type: 'platform_select',
    label: standard('platformNumber'),
    helpText: standard('platformHelp'),
    required: false,
  },
  { id: 'selfiePhoto', type: 'camera', label: standard('selfiePhoto'), required: true },
  { id: 'signature', type: 'signature', label: standard('signature'), required: true },
  {
    id: 'safetyDocument',
    type: 'safety_document',
    label: standard('safetyDocument'),
    helpText: standard('safetyDocumentHelp'),
    required: true,
  },
];
