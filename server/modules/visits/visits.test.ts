import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitsReport } from '@shared/schemas/visits.schemas';
import { VISIT_SCRIPT } from '@shared/routing/site-paths';
import { platformDay } from '@shared/time/calendar-day';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { visitCounts, visitSalts, visitSeen } from '../../db/schema';
import { createVisitorHasher } from './visitor-hash';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let root: string;
let manager: string;
let siteId: number;
let companyId: number;
let address = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  siteId = (await createSite(t.db, company.id, { code: 'VISIT1', name: 'מגדל הביקורים' })).id;
  await createUser(t.db, { username: 'visits-root', role: 'super_admin' });
  await createUser(t.db, {
    username: 'visits-manager',
    role: 'manager',
    companyId: company.id,
    siteIds: [siteId],
  });
  root = await loginAs(t, 'visits-root');
  manager = await loginAs(t, 'visits-manager');
});
afterAll(() => t.close());

/** A beacon as navigator.sendBeacon sends it: a JSON string as text/plain. */
function beacon(body: unknown, userAgent: string | null = PHONE, remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/visits',
    remoteAddress,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const today = () => platformDay(new Date());

async function report(): Promise<VisitsReport> {
  const response = await t.app.inject({
    url: `/api/visits/report?from=${today()}&to=${today()}`,
    headers: { cookie: root },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const rowCount = async () => (await t.db.select().from(visitCounts)).length;
const funnelOf = (r: VisitsReport) => Object.fromEntries(r.funnel.map((s) => [s.step, s]));
// Each test sends from its own address, so the rate limit of one never meets another.
const nextAddress = () => `10.0.1.${++address}`;

describe('the visit beacon', () => {
  it('counts page views and the entry funnel per day, each visitor once', async () => {
    const from = nextAddress();
    const events = [
      {
        step: 'view',
        path: '/scaffolding-tracking',
        language: 'en',
        referrer: 'https://www.google.com/search?q=secret',
      },
      { step: 'arrive', site: 'VISIT1', language: 'he' },
      { step: 'language', site: 'VISIT1', language: 'ar' },
      { step: 'form', site: String(siteId), language: 'ar' },
      { step: 'submit', site: 'VISIT1', language: 'ar' },
    ];
    expect((await beacon({ events }, PHONE, from)).statusCode).toBe(204);
    expect((await beacon({ events: events.slice(0, 1) }, PHONE, from)).statusCode).toBe(204);
    expect((await beacon({ events: events.slice(0, 1) }, LAPTOP, from)).statusCode).toBe(204);

    const r = await report();
    expect(r.days).toEqual([{ day: today(), views: 3, visitors: 2 }]);
    expect(r.paths).toEqual([{ key: '/scaffolding-tracking', views: 3, visitors: 2 }]);
    // The referrer's host only: its path and query could name a person.
    expect(r.referrers).toEqual([{ key: 'google.com', views: 3, visitors: 2 }]);
    expect(r.devices).toEqual([
      { key: 'mobile', views: 2, visitors: 1 },
      { key: 'desktop', views: 1, visitors: 1 },
    ]);
    expect(r.languages).toEqual([{ key: 'en', views: 3, visitors: 2 }]);
    const funnel = funnelOf(r);
    expect(funnel.arrive).toEqual({ step: 'arrive', views: 1, visitors: 1 });
    expect(funnel.form).toEqual({ step: 'form', views: 1, visitors: 1 });
    expect(r.sites).toEqual([{ key: 'מגדל הביקורים', views: 1, visitors: 1 }]);
    // Counter rows, never one per hit, and no address or agent in any of them.
    const rows = await t.db.select().from(visitCounts);
    expect(rows.length).toBe(6);
    expect(JSON.stringify(rows)).not.toMatch(/10\.0\.|Android|Windows|search/);
  });

  it('counts nothing of a robot, an agentless caller, or an event that names nothing real', async () => {
    const before = await rowCount();
    const from = nextAddress();
    const view = { step: 'view', path: '/blog' };
    expect((await beacon({ events: [view] }, GOOGLEBOT, from)).statusCode).toBe(204);
    expect((await beacon({ events: [view] }, null, from)).statusCode).toBe(204);
    const forged = [
      { step: 'view', path: '/admin/companies' },
      { step: 'view', path: '/blog/no-such-post' },
      { step: 'view', path: '/blog/../../etc' },
      { step: 'arrive', site: 'NOSUCHSITE' },
      { step: 'form', site: '999999' },
      { step: 'submit' },
    ];
    expect((await beacon({ events: forged }, PHONE, from)).statusCode).toBe(204);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a malformed beacon with a 4xx and stores nothing', async () => {
    const before = await rowCount();
    const from = nextAddress();
    const tooMany = Array.from({ length: 21 }, () => ({ step: 'view', path: '/blog' }));
    const answers = await Promise.all([
      beacon('{not json', PHONE, from),
      beacon({ events: [{ step: 'approve', site: 'VISIT1' }] }, PHONE, from),
      beacon({ events: tooMany }, PHONE, from),
      beacon({ events: [{ step: 'view', path: '/'.repeat(400) }] }, PHONE, from),
      beacon({ events: [{ step: 'view', path: '/', referrer: 'x'.repeat(20_000) }] }, PHONE, from),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 413]);
    for (const answer of answers) expect(answer.json()).toHaveProperty('code');
    expect(await rowCount()).toBe(before);
  });

  it('keeps an unknown language as none and an own-site referrer as direct', async () => {
    const from = nextAddress();
    const event = {
      step: 'view',
      path: '/blog',
      language: 'xx',
      referrer: 'http://localhost:80/x',
    };
    expect((await beacon({ events: [event] }, PHONE, from)).statusCode).toBe(204);
    const blog = (await t.db.select().from(visitCounts)).filter((row) => row.path === '/blog');
    expect(blog).toMatchObject([{ language: '', referrer: '', views: 1 }]);
  });

  it('answers a flood with 429', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push(
        (await beacon({ events: [{ step: 'view', path: '/' }] }, PHONE, from)).statusCode,
      );
    }
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('the public pages', () => {
  it('load the counter as a file of their own after the page, and a 404 does not', async () => {
    const page = await t.app.inject({ url: '/scaffolding-tracking' });
    expect(page.body).toMatch(new RegExp(`<script src="${VISIT_SCRIPT}" defer(="")?></script>`));
    const missing = await t.app.inject({ url: '/no-such-page/at-all' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain(VISIT_SCRIPT);
  });
});

describe('the funnel on the server', () => {
  it("counts a manager's approval as the last step", async () => {
    const entry = await createEntryRequest(t.db, { companyId, siteId, language: 'ru' });
    const before = funnelOf(await report()).approve!.views;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/entry-requests/${entry.id}/status`,
      headers: { cookie: manager },
      payload: { status: 'approved' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(funnelOf(await report()).approve!.views).toBe(before + 1);
  });
});

describe('the daily salt', () => {
  it('changes each day and takes the old salts and visitor hashes with it', async () => {
    const hash = createVisitorHasher(t.db);
    const visitor = { address: '10.9.9.9', userAgent: PHONE, host: 'example.org' };
    const first = await hash('2020-01-01', visitor);
    expect(await hash('2020-01-01', visitor)).toBe(first);
    await t.db.insert(visitSeen).values({ day: '2020-01-01', visitor: first, counter: 'c' });
    const second = await hash('2020-01-02', visitor);
    expect(second).not.toBe(first);
    const salts = (await t.db.select({ day: visitSalts.day }).from(visitSalts)).map((s) => s.day);
    expect(salts).not.toContain('2020-01-01');
    const seen = await t.db.select().from(visitSeen);
    expect(seen.filter((row) => row.day === '2020-01-01')).toEqual([]);
  });
});

describe('the report', () => {
  it('fills every day of the range and refuses a reversed or too long one', async () => {
    const ok = await t.app.inject({
      url: '/api/visits/report?from=2020-02-27&to=2020-03-01',
      headers: { cookie: root },
    });
    expect((ok.json() as VisitsReport).days.map((d) => d.day)).toEqual([
      '2020-02-27',
      '2020-02-28',
      '2020-02-29',
      '2020-03-01',
    ]);
    for (const range of [
      'from=2020-03-02&to=2020-03-01',
      'from=2020-01-01&to=2021-06-01',
      'from=x&to=y',
    ]) {
      const answer = await t.app.inject({
        url: `/api/visits/report?${range}`,
        headers: { cookie: root },
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('exports the counters as a CSV Excel opens with Hebrew intact', async () => {
    const answer = await t.app.inject({
      url: `/api/visits/export.csv?from=${today()}&to=${today()}&lang=he`,
      headers: { cookie: root },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.body.startsWith('\uFEFF"יום","שלב","דף"')).toBe(true);
    expect(answer.body).toContain('"מגדל הביקורים"');
    expect(answer.body).toContain('"סריקת QR או קישור לאתר"');
  });
});
