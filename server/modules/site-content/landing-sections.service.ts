import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import {
  pageFieldKeys,
  type EditablePage,
  type LandingField,
  type LandingParams,
  type LandingRevision,
  type LandingRevisionParams,
  type LandingSections,
  type LandingTexts,
} from '@shared/schemas/landing-sections.schemas';
import type { Db } from '../../db/client';
import { landingSectionRevisions, landingSectionTexts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findText } from '../../lib/catalog';

type Version = 'draft' | 'published';
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Where a page's text is built in, in the `marketing` catalog. */
function builtInKey(page: EditablePage, field: LandingField): string {
  if (page !== 'guide') return `products.${page}.${field}`;
  const [, system, part] = field.split('.');
  if (!system) return `guide.${field}`;
  return `products.${system}.${part === 'forWhom' ? 'audience' : 'description'}`;
}

function builtInText(page: EditablePage, language: Language, field: LandingField): string {
  return findText(language, 'marketing', builtInKey(page, field)) ?? '';
}

function rowsOf(db: Executor, page: EditablePage, language: Language) {
  return db
    .select()
    .from(landingSectionTexts)
    .where(and(eq(landingSectionTexts.page, page), eq(landingSectionTexts.language, language)));
}

/** The rewritten texts of one version of a page; the page falls back to the built-in ones. */
export async function landingTexts(
  db: Executor,
  page: EditablePage,
  language: Language,
  version: Version,
): Promise<LandingTexts> {
  const keys = pageFieldKeys(page);
  const texts: LandingTexts = {};
  for (const row of await rowsOf(db, page, language)) {
    const value = row[version];
    if (value !== null && keys.includes(row.field as LandingField)) {
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
  const fields = pageFieldKeys(page).map((key) => ({
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

const draftOf = (db: Executor, { page, language }: LandingParams) =>
  landingTexts(db, page, language, 'draft');

const sameTexts = (a: LandingTexts, b: LandingTexts) =>
  (Object.keys({ ...a, ...b }) as LandingField[]).every((key) => a[key] === b[key]);

/** Makes `texts` the page's draft, every text it lacks being the built-in one. */
async function writeDraft(
  tx: Executor,
  params: LandingParams,
  texts: LandingTexts,
  userId: number,
) {
  const { page, language } = params;
  const before = await draftOf(tx, params);
  for (const key of pageFieldKeys(page)) {
    const draft = texts[key] ?? null;
    if (draft === (before[key] ?? null)) continue;
    await tx
      .insert(landingSectionTexts)
      .values({ page, language, field: key, draft, updatedBy: userId })
      .onConflictDoUpdate({
        target: [landingSectionTexts.page, landingSectionTexts.language, landingSectionTexts.field],
        set: { draft, updatedBy: userId, updatedAt: new Date() },
      });
  }
}

function insertRevision(tx: Executor, params: LandingParams, texts: LandingTexts, userId: number) {
  return tx.insert(landingSectionRevisions).values({ ...params, texts, savedBy: userId });
}

/**
 * Records a change of the draft. A page's history starts with the draft its first change
 * replaced (the built-in texts, mostly), so the owner can go back to that too.
 */
async function recordChange(
  tx: Executor,
  params: LandingParams,
  before: LandingTexts,
  texts: LandingTexts,
  userId: number,
) {
  const [earlier] = await tx
    .select({ id: landingSectionRevisions.id })
    .from(landingSectionRevisions)
    .where(
      and(
        eq(landingSectionRevisions.page, params.page),
        eq(landingSectionRevisions.language, params.language),
      ),
    )
    .limit(1);
  if (!earlier) await tx.insert(landingSectionRevisions).values({ ...params, texts: before });
  await insertRevision(tx, params, texts, userId);
}

/**
 * Saves the draft of the texts sent, and a revision of it when it changed. An empty text or
 * the built-in one is stored as the built-in text, so the page follows the catalog when that
 * changes.
 */
export async function saveLandingDraft(
  db: Db,
  params: LandingParams,
  sent: LandingTexts,
  userId: number,
): Promise<LandingSections> {
  const { page, language } = params;
  await db.transaction(async (tx) => {
    const before = await draftOf(tx, params);
    const texts = { ...before };
    for (const key of pageFieldKeys(page)) {
      const value = sent[key];
      if (value === undefined) continue;
      if (value === '' || value === builtInText(page, language, key)) delete texts[key];
      else texts[key] = value;
    }
    if (sameTexts(before, texts)) return;
    await writeDraft(tx, params, texts, userId);
    await recordChange(tx, params, before, texts, userId);
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

/** Back to the built-in texts, draft and site alike; the revisions stay, this one added. */
export async function resetLanding(
  db: Db,
  params: LandingParams,
  userId: number,
): Promise<LandingSections> {
  await db.transaction(async (tx) => {
    const before = await draftOf(tx, params);
    await tx
      .delete(landingSectionTexts)
      .where(
        and(
          eq(landingSectionTexts.page, params.page),
          eq(landingSectionTexts.language, params.language),
        ),
      );
    if (!sameTexts(before, {})) await recordChange(tx, params, before, {}, userId);
  });
  return getLandingSections(db, params);
}

/** The page's saved drafts, newest first, each with the texts its save changed. */
export async function listLandingRevisions(
  db: Db,
  { page, language }: LandingParams,
): Promise<LandingRevision[]> {
  const rows = await db
    .select()
    .from(landingSectionRevisions)
    .where(
      and(eq(landingSectionRevisions.page, page), eq(landingSectionRevisions.language, language)),
    )
    .orderBy(asc(landingSectionRevisions.id));
  let previous: LandingTexts = {};
  const revisions = rows.map((row) => {
    const texts = row.texts as LandingTexts;
    const changed = pageFieldKeys(page).filter((key) => texts[key] !== previous[key]);
    previous = texts;
    return { id: row.id, createdAt: row.createdAt.toISOString(), texts, changed };
  });
  return revisions.reverse();
}

/**
 * Makes a revision the page's draft again, itself a new revision; the site shows it once it is
 * published, as any draft.
 */
export async function restoreLandingRevision(
  db: Db,
  { revisionId, ...params }: LandingRevisionParams,
  userId: number,
): Promise<LandingSections> {
  await db.transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(landingSectionRevisions)
      .where(
        and(
          eq(landingSectionRevisions.id, revisionId),
          eq(landingSectionRevisions.page, params.page),
          eq(landingSectionRevisions.language, params.language),
        ),
      );
    if (!revision) throw notFound();
    const texts = revision.texts as LandingTexts;
    await writeDraft(tx, params, texts, userId);
    await insertRevision(tx, params, texts, userId);
  });
  return getLandingSections(db, params);
}
