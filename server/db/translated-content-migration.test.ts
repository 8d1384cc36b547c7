import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

const MIGRATIONS = new URL('./migrations/', import.meta.url);
const THIS_MIGRATION = '0005_translated-content';

function statements(tag: string): string[] {
  return fs
    .readFileSync(new URL(`${tag}.sql`, MIGRATIONS), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function apply(db: PGlite, tag: string) {
  for (const statement of statements(tag)) await db.exec(statement);
}

/** The migrations before this one, in the journal's order. */
function earlierTags(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(new URL('./meta/_journal.json', MIGRATIONS), 'utf8'),
  ) as { entries: { tag: string }[] };
  const tags = journal.entries.map((e) => e.tag);
  return tags.slice(0, tags.indexOf(THIS_MIGRATION));
}

const OLD_FIELDS = [
  { id: 'firstName', type: 'text', label: 'שם פרטי', required: true },
  {
    id: 'phone',
    type: 'phone',
    label: 'טלפון',
    placeholder: '050-0000000',
    helpText: 'נייד בלבד',
    required: true,
  },
  {
    id: 'trade',
    type: 'select',
    label: 'מקצוע',
    required: false,
    options: [
      { value: 'welder', label: 'רתך' },
      { value: 'painter', label: 'צבע' },
    ],
  },
  { id: 'intro', type: 'video', label: 'הדרכה', required: false, videoUrl: '/v.webm' },
];

// The embedded database only: the SQL is the same on PostgreSQL, and the template the other
// server tests use is already past this migration.
describe.skipIf(process.env.TEST_DB === 'postgres')('the translated-content migration', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    for (const tag of earlierTags()) await apply(db, tag);
    await db.exec(`
      insert into companies (id, name, type) values (1, 'אלון', 'main_contractor');
      insert into sites (id, company_id, code, name, location, header_title, header_message, safety_regulations)
        values (1, 1, 'OLD1', 'מגדלי הפארק', 'חולון', 'ברוכים הבאים', '', E'קסדה\\nנעליים');
      insert into sites (id, company_id, code, name) values (2, 1, 'OLD2', 'אתר ריק');
    `);
    await db.query(
      `insert into entry_forms (site_id, version, fields) values (1, 1, $1), (1, 2, '[]')`,
      [JSON.stringify(OLD_FIELDS)],
    );
    await apply(db, THIS_MIGRATION);
  }, 120_000);

  afterAll(() => db?.close());

  it('turns every site text into Hebrew of a per-language text, empty ones included', async () => {
    const { rows } = await db.query(
      `select code, header_title, header_message, safety_regulations, name, name_translations,
         location, location_translations from sites order by id`,
    );
    expect(rows).toEqual([
      {
        code: 'OLD1',
        header_title: { he: 'ברוכים הבאים' },
        header_message: { he: '' },
        safety_regulations: { he: 'קסדה\nנעליים' },
        name: 'מגדלי הפארק',
        name_translations: {},
        location: 'חולון',
        location_translations: {},
      },
      {
        code: 'OLD2',
        header_title: { he: '' },
        header_message: { he: '' },
        safety_regulations: { he: '' },
        name: 'אתר ריק',
        name_translations: {},
        location: '',
        location_translations: {},
      },
    ]);
  });

  it('keeps every stored form version, its order and its settings, with each text as Hebrew', async () => {
    const { rows } = await db.query<{ version: number; fields: unknown }>(
      'select version, fields from entry_forms order by version',
    );
    expect(rows[0]!.fields).toEqual([
      { id: 'firstName', type: 'text', label: { he: 'שם פרטי' }, required: true },
      {
        id: 'phone',
        type: 'phone',
        label: { he: 'טלפון' },
        placeholder: { he: '050-0000000' },
        helpText: { he: 'נייד בלבד' },
        required: true,
      },
      {
        id: 'trade',
        type: 'select',
        label: { he: 'מקצוע' },
        required: false,
        options: [
          { value: 'welder', label: { he: 'רתך' } },
          { value: 'painter', label: { he: 'צבע' } },
        ],
      },
      { id: 'intro', type: 'video', label: { he: 'הדרכה' }, required: false, videoUrl: '/v.webm' },
    ]);
    expect(rows[1]!.fields).toEqual([]);
  });

  it('gives a new site empty texts in the new shape', async () => {
    await db.exec(`insert into sites (id, company_id, code, name) values (3, 1, 'NEW1', 'חדש')`);
    const { rows } = await db.query(
      'select header_title, safety_regulations from sites where id = 3',
    );
    expect(rows[0]).toEqual({ header_title: { he: '' }, safety_regulations: { he: '' } });
  });
});
