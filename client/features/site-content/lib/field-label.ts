import type { TFunction } from 'i18next';
import type { GuideSystem, LandingField } from '@shared/schemas/landing-sections.schemas';

const GUIDE_SYSTEM_TEXT = /^systems\.(\w+)\.(forWhom|whatItDoes)$/;

/** A page's text as the editor names it; a guide system's text by the system and its column. */
export function fieldLabel(t: TFunction<'site-content'>, key: LandingField): string {
  const system = GUIDE_SYSTEM_TEXT.exec(key);
  if (!system) {
    return t(`landings.fields.${key as Exclude<LandingField, `systems.${string}`>}`);
  }
  const [, name, column] = system;
  return t(`landings.guideFields.${column as 'forWhom' | 'whatItDoes'}`, {
    system: t(`landings.pages.${name as GuideSystem}`),
  });
}
