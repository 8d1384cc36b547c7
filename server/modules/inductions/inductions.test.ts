import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalizedFormField } from '@shared/schemas/form.schemas';
import type { WorkerHistory } from '@shared/schemas/worker-recognition.schemas';
import type {
  InductionStatus,
  QuizGrade,
  QuizSitting,
  RequestInduction,
} from '@shared/schemas/quiz.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createEquipment,
  storedCounts,
  submitEntry,
  VALID_VALUES,
} from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { DEFAULT_FORM_FIELDS } from '../entry-forms/entry-forms.service';
import { and, eq } from 'drizzle-orm';
import { auditLog, quizAttempts } from '../../db/schema';
import { workerCookieName } from '../../lib/worker-token-cookie';

const HIGH = { max: 10_000, windowMs: 60_000 };

let t: TestApp;
let admin: string;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { submissions: HIGH, statusReads: HIGH } });
  const company = await createCompany(t.db);
  companyId = company.id;
  await createEquipment(t.db, company.id);
  const user = await createUser(t.db, { role: 'company_admin', companyId: company.id });
  admin = await loginAs(t, user.username);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const he = (text: string) => ({ he: text, en: `${text} (en)` });

/** Five questions, the right answer of each is "a". */
const QUIZ_FIELD: LocalizedFormField = {
  id: 'check',
  type: 'quiz',
  label: he('בדיקת הבנה'),
  required: true,
  quiz: {
    passMark: 80,
    maxTries: 2,
    questions: ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => ({
      id,
      text: he(`שאלה ${id}`),
      options: ['a', 'b', 'c'].map((value) => ({ value, label: he(`תשובה ${value}`) })),
      correct: 'a',
    })),
  },
};

async function saveForm(siteId: number, fields: LocalizedFormField[], isMajorChange = false) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/entry-form`,
    headers: { cookie: admin },
    payload: { formFields: fields, isMajorChange },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ version: number }>().version;
}

async function setValidity(siteId: number, validityDays: number | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/induction-settings`,
    headers: { cookie: admin },
    payload: { validityDays },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function startQuiz(siteId: number, formVersion: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quiz-attempts',
    payload: { siteId, formVersion, fieldId: 'check' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuizSitting>();
}

function grade(attemptId: string, answers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/quiz-attempts/${attemptId}/grade`,
    payload: { answers },
  });
}

/** Answers with `right` of the five right. */
const answering = (right: number) =>
  Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5'].map((id, i) => [id, i < right ? 'a' : 'b']));

async function approve(id: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/entry-requests/${id}/status`,
    headers: { cookie: admin },
    payload: { status: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function details(id: string, lang = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/inductions/requests/${id}?lang=${lang}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequestInduction>();
}

async function status(siteId: number, cookies: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/induction`,
    cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InductionStatus>();
}

const withoutMaterial = Object.fromEntries(
  Object.entries(VALID_VALUES).filter(([key]) => key !== 'safetyDocument'),
);

function send(
  siteCode: string,
  formVersion: number,
  values: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  return submitEntry(t, siteCode, {
    fields: { formVersion: String(formVersion) },
    values,
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
}

describe('the comprehension check', () => {
  it('is graded on the server: two failed tries send the worker back, a pass goes with the request', async () => {
    const site = await createSite(t.db, companyId);
    const version = await saveForm(site.id, [...DEFAULT_FORM_FIELDS, QUIZ_FIELD]);

    const form = await t.app.inject({ method: 'GET', url: `/api/sites/${site.id}/entry-form` });
    expect(form.body).not.toContain('"correct"');
    const editable = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${site.id}/entry-form/editable`,
      headers: { cookie: admin },
    });
    expect(editable.body).toContain('"correct":"a"');

    const sitting = await startQuiz(site.id, version);
    expect(sitting.order.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(sitting).toMatchObject({ passMark: 80, maxTries: 2 });

    // A question the sitting never showed, or an option the question does not have.
    const unseen = await grade(sitting.attemptId, { ...answering(4), q9: 'a' });
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json()).toMatchObject({ code: 'QUIZ_ANSWERS_INVALID' });
    expect((await grade(sitting.attemptId, { ...answering(5), q1: 'z' })).statusCode).toBe(400);

    const first = await grade(sitting.attemptId, answering(3));
    expect(first.json<QuizGrade>()).toEqual({
      isPassed: false,
      score: 60,
      triesLeft: 1,
      mustReview: false,
    });
    const second = await grade(sitting.attemptId, answering(2));
    expect(second.json<QuizGrade>()).toMatchObject({ isPassed: false, mustReview: true });
    const third = await grade(sitting.attemptId, answering(5));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'QUIZ_TRIES_EXHAUSTED' });

    // A failed sitting cannot carry a request.
    const before = await storedCounts(t.db);
    const refused = await send(site.code, version, { ...VALID_VALUES, check: sitting.attemptId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toHaveProperty('check');
    expect(await storedCounts(t.db)).toEqual(before);

    // After the material again: a new sitting, passed at exactly the pass mark.
    const again = await startQuiz(site.id, version);
    const passed = await grade(again.attemptId, answering(4));
    expect(passed.json<QuizGrade>()).toMatchObject({ isPassed: true, score: 80 });
    const sent = await send(site.code, version, { ...VALID_VALUES, check: again.attemptId });
    expect(sent.statusCode, sent.body).toBe(201);

    const shown = await details(sent.json<{ id: string }>().id);
    expect(shown.quizzes).toHaveLength(1);
    expect(shown.quizzes[0]).toMatchObject({ label: 'בדיקת הבנה (en)', score: 80, tries: 1 });
    expect(shown.quizzes[0]!.answers.filter((a) => a.isCorrect)).toHaveLength(4);

    // One sitting, one request.
    const twice = await send(site.code, version, { ...VALID_VALUES, check: again.attemptId });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps a sitting twelve hours: an expired one is refused and cleared, a sent one stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T08:00:00Z'));
    const site = await createSite(t.db, companyId);
    const version = await saveForm(site.id, [...DEFAULT_FORM_FIELDS, QUIZ_FIELD]);
    const sent = await startQuiz(site.id, version);
    await grade(sent.attemptId, answering(5));
    expect(
      (await send(site.code, version, { ...VALID_VALUES, check: sent.attemptId })).statusCode,
    ).toBe(201);
    const left = await startQuiz(site.id, version);

    vi.setSystemTime(new Date('2026-05-01T20:30:00Z'));
    expect((await grade(left.attemptId, answering(5))).statusCode).toBe(404);
    await startQuiz(site.id, version);
    const ids = (await t.db.select({ id: quizAttempts.id }).from(quizAttempts)).map((r) => r.id);
    expect(ids).toContain(sent.attemptId);
    expect(ids).not.toContain(left.attemptId);
  });
});

describe('an induction that counts for a period', () => {
  it('lets the worker skip the material until it lapses, or a major change voids it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T08:00:00Z'));
    const site = await createSite(t.db, companyId);
    await setValidity(site.id, 30);
    let version = await saveForm(site.id, DEFAULT_FORM_FIELDS);

    const first = await send(site.code, version, VALID_VALUES);
    expect(first.statusCode, first.body).toBe(201);
    const cookie = first.cookies.find((c) => c.name === workerCookieName(companyId))!;
    const phone = { [cookie.name]: cookie.value };
    // Not yet approved: the induction does not count.
    expect(await status(site.id, phone)).toEqual({ validUntil: null });
    await approve(first.json<{ id: string }>().id);
    expect(await status(site.id, phone)).toEqual({ validUntil: '2026-05-31T08:00:00.000Z' });
    expect(await status(site.id, {})).toEqual({ validUntil: null });

    vi.setSystemTime(new Date('2026-05-20T08:00:00Z'));
    const returning = await send(site.code, version, withoutMaterial, phone);
    expect(returning.statusCode, returning.body).toBe(201);
    expect((await details(returning.json<{ id: string }>().id)).induction).toEqual({
      completedAt: '2026-05-01T08:00:00.000Z',
      validUntil: '2026-05-31T08:00:00.000Z',
      isReused: true,
    });
    // Another phone must do the material.
    expect((await send(site.code, version, withoutMaterial)).statusCode).toBe(400);

    // A minor change keeps the induction; a major one voids it.
    await saveForm(site.id, DEFAULT_FORM_FIELDS, false);
    expect((await status(site.id, phone)).validUntil).not.toBeNull();
    version = await saveForm(site.id, DEFAULT_FORM_FIELDS, true);
    expect(await status(site.id, phone)).toEqual({ validUntil: null });
    expect((await send(site.code, version, withoutMaterial, phone)).statusCode).toBe(400);

    // Done again against the new version, then the period lapses.
    const redone = await send(site.code, version, VALID_VALUES, phone);
    expect(redone.statusCode, redone.body).toBe(201);
    await approve(redone.json<{ id: string }>().id);
    expect((await status(site.id, phone)).validUntil).toBe('2026-06-19T08:00:00.000Z');
    vi.setSystemTime(new Date('2026-06-20T08:00:00Z'));
    expect(await status(site.id, phone)).toEqual({ validUntil: null });
    const lapsed = await send(site.code, version, withoutMaterial, phone);
    expect(lapsed.statusCode).toBe(400);
    expect(lapsed.json().details).toHaveProperty('safetyDocument');
  });

  it('asks on every visit when the site sets no period', async () => {
    const site = await createSite(t.db, companyId);
    const version = await saveForm(site.id, DEFAULT_FORM_FIELDS);
    const first = await send(site.code, version, VALID_VALUES);
    const cookie = first.cookies.find((c) => c.name === workerCookieName(companyId))!;
    await approve(first.json<{ id: string }>().id);
    const phone = { [cookie.name]: cookie.value };
    expect(await status(site.id, phone)).toEqual({ validUntil: null });
    expect((await send(site.code, version, withoutMaterial, phone)).statusCode).toBe(400);
  });
});

describe("a manager revoking a worker's induction alone", () => {
  const revoke = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/worker-recognition/workers/revoke-induction',
      headers: { cookie: admin },
      payload: { phone },
    });

  it('makes the next visit repeat it while the phone stays recognised', async () => {
    const site = await createSite(t.db, companyId);
    await setValidity(site.id, 30);
    const version = await saveForm(site.id, DEFAULT_FORM_FIELDS);
    const values = { ...VALID_VALUES, phone: '054-7770001' };
    const first = await send(site.code, version, values);
    const cookie = first.cookies.find((c) => c.name === workerCookieName(companyId))!;
    const phone = { [cookie.name]: cookie.value };
    await approve(first.json<{ id: string }>().id);
    expect((await status(site.id, phone)).validUntil).not.toBeNull();

    const revoked = await revoke('0547770001');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect(await status(site.id, phone)).toEqual({ validUntil: null });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/worker-recognition/me?siteId=${site.id}`,
      cookies: phone,
    });
    expect(me.json()).toMatchObject({ isRecognized: true, firstName: 'משה' });
    const withoutDocument = { ...withoutMaterial, phone: values.phone };
    expect((await send(site.code, version, withoutDocument, phone)).statusCode).toBe(400);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/worker-recognition/workers?phone=054-7770001',
      headers: { cookie: admin },
    });
    expect(history.json<WorkerHistory>().visits[0]!.induction).toMatchObject({ isRevoked: true });
    const audited = await t.db
      .select({ entityId: auditLog.entityId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'worker.induction_revoke')),
      );
    expect(audited).toEqual([{ entityId: '0547770001', details: { inductions: 1 } }]);

    // Done again, it counts again; a second revocation finds nothing left to revoke.
    const redone = await send(site.code, version, values, phone);
    await approve(redone.json<{ id: string }>().id);
    expect((await status(site.id, phone)).validUntil).not.toBeNull();
    expect((await revoke('054-7770001')).json()).toEqual({ revoked: 1 });
    expect((await revoke('054-7770001')).json()).toEqual({ revoked: 0 });
  });

  it('refuses a malformed number and does not find a stranger, writing nothing', async () => {
    const before = await t.db.select({ id: auditLog.id }).from(auditLog);
    const malformed = await revoke('12');
    expect(malformed.statusCode).toBe(400);
    expect((await revoke('054-0000000')).statusCode).toBe(404);
    expect(await t.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });
});
