import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, entryRequests } from '../../db/schema';
import { phoneDigits, workerNames } from '../../db/schema/worker-search';

/*
 * What a history search matches, as conditions ("arms") that no request meets twice. Each arm
 * is one an index reads on its own, newest first: the page is the union of each arm's first
 * rows and the count the sum of each arm's count, where one OR condition would make PostgreSQL
 * collect every match of every arm before sorting or counting them.
 */

/** A longer query is not a name split into first and last; it is looked for inside names. */
const MAX_NAME_WORDS = 4;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const firstName = sql`lower(${entryRequests.workerFirstName})`;
const lastName = sql`lower(${entryRequests.workerLastName})`;
const equals = (name: SQL, text: string) => sql`${name} = lower(${text})`;

/**
 * The query as a whole last or first name, or split into first and last in either order
 * ("כהן יוסי", "יוסי כהן", a two-word last name). Each is equality on a whole-name index
 * (migration 0025). The arms are disjoint: a split names a different last name at each point,
 * and the first-name arm leaves out the requests the last-name arm already has.
 */
function wholeNameArms(q: string): SQL[] {
  const words = q.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return [];
  const whole = words.join(' ');
  const arms = [
    equals(lastName, whole),
    and(equals(firstName, whole), sql`${lastName} <> lower(${whole})`)!,
  ];
  for (let split = 1; split < words.length; split += 1) {
    const before = words.slice(0, split).join(' ');
    const after = words.slice(split).join(' ');
    arms.push(and(equals(lastName, before), equals(firstName, after))!);
    // "דוד דוד" is one arm: last and first both "דוד".
    if (before !== after) arms.push(and(equals(firstName, before), equals(lastName, after))!);
  }
  return arms;
}

/** The query inside either order of the name, or in the phone's digits, or a request number. */
function partArm(q: string): SQL {
  const names = workerNames(entryRequests.workerFirstName, entryRequests.workerLastName);
  const conditions: SQL[] = [sql`${names} ilike ${`%${escapeLike(q)}%`}`];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(sql`${phoneDigits(entryRequests.workerPhone)} like ${`%${digits}%`}`);
  }
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  if (number) conditions.push(eq(entryRequests.requestNumber, Number(number)));
  return or(...conditions)!;
}

function matching(db: Db, where: SQL) {
  return db
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .innerJoin(companies, eq(companies.id, entryRequests.companyId))
    .where(where);
}

/** Whether any request within `where` meets one of `arms`: one index probe each. */
async function anyMatch(db: Db, where: SQL, arms: SQL[]): Promise<boolean> {
  const probes = arms.map((arm) => matching(db, and(where, arm)!).limit(1));
  const found = await db
    .select({ one: sql<number>`1` })
    .from(sql`(${sql.join(probes, sql` union all `)}) as probes`)
    .limit(1);
  return found.length > 0;
}

/**
 * The arms of a search within `where` (the caller's scope and filters). A query that is some
 * request's whole name finds those names only; any other looks for the text inside names
 * ("יוסי כ"), phones with or without dashes and request numbers, as one arm through the trigram
 * indexes. `oneCompany` says `where` holds the caller to one company: the whole-name indexes
 * lead with it, and a read across every company (the super admin's) could not use them.
 */
export async function searchArms(
  db: Db,
  where: SQL,
  q: string,
  oneCompany: boolean,
): Promise<SQL[]> {
  const wholeNames = oneCompany ? wholeNameArms(q) : [];
  if (wholeNames.length > 0 && (await anyMatch(db, where, wholeNames))) return wholeNames;
  return [partArm(q)];
}

/** Ids of the first `limit` matches in `order`: each arm stops at `limit` itself. */
export function firstMatchIds(db: Db, where: SQL, arms: SQL[], order: SQL[], limit: number) {
  const reads = arms.map((arm) =>
    matching(db, and(where, arm)!)
      .orderBy(...order)
      .limit(limit),
  );
  return sql`(${sql.join(reads, sql` union all `)})`;
}

/**
 * The number of requests the arms match, counted up to `cap`: each arm stops past it, and
 * reads nothing its index does not hold.
 */
export async function cappedMatchCount(db: Db, where: SQL, arms: SQL[], cap: number) {
  const reads = arms.map((arm) =>
    db
      .select({ one: sql`1` })
      .from(entryRequests)
      .innerJoin(companies, eq(companies.id, entryRequests.companyId))
      .where(and(where, arm))
      .limit(cap + 1),
  );
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(sql`(${sql.join(reads, sql` union all `)}) as matches`);
  const value = row?.value ?? 0;
  return { total: Math.min(value, cap), isCapped: value > cap };
}
