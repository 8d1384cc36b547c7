import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sites } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite, signInStaff } from '../../../test/factories';

let t: TestApp;
let companyId: number;
let siteA: number;
let siteB: number;
let otherSite: number;
let cookie: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, { name: 'חברה א' });
  const other = await createCompany(t.db, { name: 'חברה ב' });
  companyId = company.id;
  siteA = (await createSite(t.db, company.id, { code: 'ALPHA1', name: 'אתר א' })).id;
  siteB = (await createSite(t.db, company.id, { code: 'BETA22', name: 'אתר ב' })).id;
  otherSite = (await createSite(t.db, other.id, { code: 'OTHER9', name: 'אתר זר' })).id;
  cookie = await signInStaff(t, {
    admin: { role: 'admin', companyId },
    manager: { role: 'manager', companyId, siteIds: [siteA] },
    safety: { role: 'safety_manager', companyId, siteIds: [siteA] },
    other: { role: 'admin', companyId: other.id },
    super: { role: 'super_admin' },
  });
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  as: string,
  payload: object,
  headers = {},
) => t.app.inject({ method, url, payload, headers: { cookie: cookie[as]!, ...headers } });

describe('GET /api/sites', () => {
  it('gives an admin every site of his company and nothing of another', async () => {
    const res = await t.app.inject({ url: '/api/sites', headers: { cookie: cookie.admin! } });
    expect(res.statusCode).toBe(200);
    const codes = res.json().sites.map((s: { code: string }) => s.code);
    expect(codes.sort()).toEqual(['ALPHA1', 'BETA22']);
    expect(res.json().sites[0]).toMatchObject({ companyName: 'חברה א', isActive: true });
  });

  it('gives a manager only his own sites', async () => {
    const res = await t.app.inject({ url: '/api/sites', headers: { cookie: cookie.manager! } });
    expect(res.json().sites.map((s: { id: number }) => s.id)).toEqual([siteA]);
  });

  it('lets the super admin filter by company', async () => {
    const res = await t.app.inject({
      url: `/api/sites?companyId=${companyId}`,
      headers: { cookie: cookie.super! },
    });
    expect(res.json().sites).toHaveLength(2);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ url: '/api/sites' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/sites', () => {
  it("creates a site of the admin's company, reachable by its code, with an audit row", async () => {
    const res = await send('POST', '/api/sites', 'admin', {
      code: 'NEW123',
      name: 'אתר חדש',
      location: 'חיפה',
      companyId: 999_999,
    });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    // The company comes from the session, whatever the body says.
    expect(site).toMatchObject({ code: 'NEW123', companyId, isActive: true, location: 'חיפה' });
    const byCode = await t.app.inject({ url: '/api/sites/code/NEW123?texts=all' });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().name).toEqual({ he: 'אתר חדש' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(site.id)));
    expect(audit.map((a) => a.action)).toContain('site.create');
  });

  it('refuses a code used by another site, even in other letter case, with 409', async () => {
    const res = await send('POST', '/api/sites', 'admin', { code: 'other9', name: 'כפול' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SITE_CODE_TAKEN' });
    expect(res.json().message).toContain('קוד האתר');
  });

  it.each([
    ['AB', 'siteCode'],
    ['AB-12', 'siteCode'],
    ['אבג', 'siteCode'],
    ['login', 'reserved'],
    ['Marketing', 'reserved'],
    ['BLOG', 'reserved'],
  ])('refuses the code %s with a clear message and writes nothing', async (code) => {
    const before = await t.db.select().from(sites);
    const res = await send('POST', '/api/sites', 'admin', { code, name: 'אתר' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details.code).toMatch(/קוד/);
    expect(await t.db.select().from(sites)).toHaveLength(before.length);
  });

  it('is refused to a manager (403)', async () => {
    const res = await send('POST', '/api/sites', 'manager', { code: 'MGR123', name: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('is refused from a foreign Origin (403)', async () => {
    const res = await send(
      'POST',
      '/api/sites',
      'admin',
      { code: 'EVIL123', name: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_FORBIDDEN');
  });

  it('asks the super admin to name the company', async () => {
    const missing = await send('POST', '/api/sites', 'super', { code: 'SUP123', name: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('COMPANY_REQUIRED');
    const res = await send('POST', '/api/sites', 'super', { code: 'SUP123', name: 'x', companyId });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(companyId);
  });
});

describe('PATCH /api/sites/{id}', () => {
  it('renames, moves and deactivates a site; an inactive site is gone for workers', async () => {
    const res = await send('PATCH', `/api/sites/${siteB}`, 'admin', {
      name: 'אתר ב מחודש',
      location: 'אילת',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'אתר ב מחודש', location: 'אילת', isActive: false });
    expect((await t.app.inject({ url: '/api/sites/code/BETA22' })).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(siteB)));
    expect(audit.find((a) => a.action === 'site.update')).toMatchObject({
      fromStatus: 'active',
      toStatus: 'inactive',
    });
    const back = await send('PATCH', `/api/sites/${siteB}`, 'admin', { isActive: true });
    expect(back.json().isActive).toBe(true);
  });

  it('changes the code when it is free, and refuses a taken one', async () => {
    const ok = await send('PATCH', `/api/sites/${siteB}`, 'admin', { code: 'BETA33' });
    expect(ok.json().code).toBe('BETA33');
    const taken = await send('PATCH', `/api/sites/${siteB}`, 'admin', { code: 'alpha1' });
    expect(taken.statusCode).toBe(409);
  });

  it("answers 404 for another company's site", async () => {
    const res = await send('PATCH', `/api/sites/${otherSite}`, 'admin', { name: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/sites/{id}/page-settings', () => {
  const settings = {
    headerTitle: { he: 'ברוכים הבאים', ru: 'Добро пожаловать' },
    headerMessage: { he: 'יש לחבוש קסדה' },
    headerColor: '#0f766e',
    safetyRegulations: { he: 'כלל 1\nכלל 2', en: 'Rule 1\nRule 2' },
    hasSafetyVideo: true,
    videoUrl: 'https://videos.example/safety.mp4',
  };

  it('saves what the worker page shows, every text per language', async () => {
    const res = await send('PUT', `/api/sites/${siteA}/page-settings`, 'manager', {
      ...settings,
      nameTranslations: { en: 'Site A', zh: '' },
    });
    // "zh" is no language of the product: refused, even empty.
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['nameTranslations']);
    const saved = await send('PUT', `/api/sites/${siteA}/page-settings`, 'manager', {
      ...settings,
      nameTranslations: { en: 'Site A', ru: '' },
    });
    expect(saved.statusCode).toBe(200);
    const site = await t.app.inject({ url: `/api/sites/${siteA}?texts=all` });
    const { nameTranslations: _, ...shown } = settings as typeof settings & {
      nameTranslations?: unknown;
    };
    expect(site.json()).toMatchObject(shown);
    expect(site.json().name.en).toBe('Site A');
    expect(site.json().name.ru).toBeUndefined();
  });

  it('refuses markup and a translation over the limit, and changes nothing', async () => {
    const before = (await t.app.inject({ url: `/api/sites/${siteA}` })).json();
    const res = await send('PUT', `/api/sites/${siteA}/page-settings`, 'manager', {
      ...settings,
      headerTitle: { he: 'ברוכים הבאים', ar: 'ا'.repeat(121) },
      headerMessage: { he: '<a href="x">לחצו</a>' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['headerMessage.he', 'headerTitle.ar']);
    expect((await t.app.inject({ url: `/api/sites/${siteA}` })).json()).toEqual(before);
  });

  it('refuses a bad colour, a bad link and a required video without a link', async () => {
    const res = await send('PUT', `/api/sites/${siteA}/page-settings`, 'manager', {
      ...settings,
      headerColor: 'red',
      videoUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['headerColor', 'videoUrl']);
    const noVideo = await send('PUT', `/api/sites/${siteA}/page-settings`, 'manager', {
      ...settings,
      videoUrl: '',
    });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().details.videoUrl).toBeTruthy();
  });

  it('is refused to a safety manager (403) and for a site not his (404)', async () => {
    const safety = await send('PUT', `/api/sites/${siteA}/page-settings`, 'safety', settings);
    expect(safety.statusCode).toBe(403);
    const foreign = await send('PUT', `/api/sites/${siteB}/page-settings`, 'manager', settings);
    expect(foreign.statusCode).toBe(404);
    const other = await send('PUT', `/api/sites/${otherSite}/page-settings`, 'admin', settings);
    expect(other.statusCode).toBe(404);
  });
});
