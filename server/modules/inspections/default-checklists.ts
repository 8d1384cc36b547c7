import { LANGUAGES } from '@shared/i18n/languages';
import type { LocalizedText } from '@shared/i18n/localized-text';
import type { ChecklistItem } from '@shared/schemas/inspection.schemas';
import { catalogText } from '../../lib/catalog';

/**
 * The product's checklists, built from the rules for scaffolds (regulation 20 and the work at
 * height rules) and for lifting platforms; each line's text is in the `inspections` catalogs
 * under `checklist.<kind>.<id>`, so a new company reads them in every language from its first day.
 */
const DEFAULT_ITEM_IDS = {
  scaffold: [
    'base-plates',
    'bracing',
    'anchoring',
    'guard-rails',
    'toe-boards',
    'platform-width',
    'access',
    'load',
    'tag',
  ],
  platform: [
    'report-valid',
    'controls',
    'emergency-lowering',
    'guard-rails',
    'outriggers',
    'harness-points',
    'load-plate',
  ],
} as const;

function textOf(key: string): LocalizedText {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, catalogText(language, 'inspections', key)]),
  ) as LocalizedText;
}

export function defaultChecklist(kind: 'scaffold' | 'platform'): ChecklistItem[] {
  return DEFAULT_ITEM_IDS[kind].map((id) => ({ id, text: textOf(`checklist.${kind}.${id}`) }));
}
