import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages';
import type { ProductLine } from '../../../shared/routing/site-paths';
import {
  LANDING_FIELD_KEYS,
  type LandingField,
  type LandingParams,
  type LandingSections,
  type LandingTexts,
} from '../../../shared/schemas/landing-sections.schemas';
import type { Db } from '../../db/client';
import { landingSectionTexts } from '../../db/schema';
import { findText } from '../../lib/catalog';

type Version = 'draft' | 'published';

function builtInText(page: ProductLine, language: Language, field: LandingField): string {
  return findText(language, 'marketing', `products.${page}.${field}`) ?? '';
}

function rowsOf(db: Db, page: ProductLine, language: Language) {
  return db
    .select()
    .from(landingSectionTexts)
    .where(and(eq(landingSectionTexts.page, page), eq(landingSectionTexts.language, language)));
}

/** The rewritten texts of one version of a page; the page falls back to the built-in ones. */
export async function landingTexts(
  db: Db,
  page: ProductLine,
  language: Language,
  version: Version,
): Promise<LandingTexts> {
  const texts: LandingTexts = {};
  for (const row of await rowsOf(db, page, language)) {
    const value = row[version];
    if (value !== null && LANDING_FIELD_KEYS.includes(row.field as LandingField)) {
      texts[row.field as LandingField] = value;
    }
  }
  return texts;
}

export async function getLandingSections(
  db: Db,
  { page, language }: LandingParams,
): Promise<LandingSections> {
  const rows = new Map((await rowsOf(db, page, language)).map((row) => [row.field, row]));
  const fields = LANDING_FIELD_KEYS.map((key) => ({
    key,
    builtIn: builtInText(page, language, key),
    draft: rows.get(key)?.draft ?? null,
    published: rows.get(key)?.published ?? null,
  }));
  return {
    page,
    language,
    fields,
    unpublished: fields.some((field) => field.draft !== field.published),
  };
}

/**
 * Saves the draft of the texts sent; an empty text or the built-in one is stored as the
 * built-in text, so the page follows the catalog when that changes.
 */
export async function saveLandingDraft(
  db: Db,
  params: LandingParams,
  texts: LandingTexts,
  userId: number,
): Promise<LandingSections> {
  const { page, language } = params;
  await db.transaction(async (tx) => {
    for (const key of LANDING_FIELD_KEYS) {
      const value = texts[key];
      if (value === undefined) continue;
      const draft = value === '' || value === builtInText(page, language, key) ? null : value;
      await tx
        .insert(landingSectionTexts)
        .values({ page, language, field: key, draft, updatedBy: userId })
        .onConflictDoUpdate({
          target: [
            landingSectionTexts.page,
            landingSectionTexts.language,
            landingSectionTexts.field,
          ],
          set: { draft, updatedBy: userId, updatedAt: new Date() },
        });
    }
  });
  return getLandingSections(db, params);
}

/** The draft becomes what the site shows. */
export async function publishLanding(
  db: Db,
  params: LandingParams,
  userId: number,
): Promise<LandingSections> {
  const { page, language } = params;
  await db
    .update(landingSectionTexts)
    .set({ published: landingSectionTexts.draft, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(landingSectionTexts.page, page), eq(landingSectionTexts.language, language)));
  return getLandingSections(db, params);
}

/** Back to the built-in texts, draft and site alike. */
export async function resetLanding(db: Db, params: LandingParams): Promise<LandingSections> {
  await db
    .delete(landingSectionTexts)
    .where(
      and(
        eq(landingSectionTexts.page, params.page),
        eq(landingSectionTexts.language, params.language),
      ),
    );
  return getLandingSections(db, params);
}
