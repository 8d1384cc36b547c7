import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSite } from '../../../test/factories';

let t: TestApp;
let siteId: number;
let companyId: number;
let closedId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const site = await createSite(t.db, company.id, {
    code: 'Tower7',
    name: 'מגדלי הפארק',
    nameTranslations: { en: 'Park Towers', ru: 'Парковые башни' },
    location: 'חולון',
    headerTitle: { he: 'ברוכים הבאים', en: 'Welcome' },
    headerMessage: { he: 'יש לצפות בסרטון' },
    headerColor: '#1e3a8a',
    safetyRegulations: { he: 'חובה לחבוש קסדה' },
    hasSafetyVideo: true,
    videoUrl: '/media/demo-safety-video.webm',
  });
  siteId = site.id;
  closedId = (await createSite(t.db, company.id, { code: 'Closed7', isActive: false })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/sites/{id} and /api/sites/code/{code}', () => {
  it('gives a worker the public fields of the site, each text per language, and nothing else', async () => {
    const expected = {
      id: siteId,
      code: 'Tower7',
      name: { he: 'מגדלי הפארק', en: 'Park Towers', ru: 'Парковые башни' },
      companyId,
      location: { he: 'חולון' },
      headerTitle: { he: 'ברוכים הבאים', en: 'Welcome' },
      headerMessage: { he: 'יש לצפות בסרטון' },
      headerColor: '#1e3a8a',
      safetyRegulations: { he: 'חובה לחבוש קסדה' },
      hasSafetyVideo: true,
      videoUrl: '/media/demo-safety-video.webm',
    };
    const byId = await get(`/api/sites/${siteId}?texts=all`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(expected);
    const byCode = await get('/api/sites/code/Tower7?texts=all');
    expect(byCode.json()).toEqual(expected);
  });

  it('answers every text as a string in the language asked for, else English, else Hebrew', async () => {
    const expected = {
      name: 'Парковые башни',
      location: 'חולון',
      headerTitle: 'Welcome',
      headerMessage: 'יש לצפות בסרטון',
      safetyRegulations: 'חובה לחבוש קסדה',
    };
    expect((await get(`/api/sites/${siteId}?lang=ru`)).json()).toMatchObject(expected);
    const byHeader = await get('/api/sites/code/Tower7', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(byHeader.json()).toMatchObject(expected);
    expect((await get('/api/sites/code/Tower7')).json()).toMatchObject({ name: 'מגדלי הפארק' });
  });

  it('finds a code typed in another case', async () => {
    const res = await get('/api/sites/code/tOWER7?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: siteId, code: 'Tower7', name: 'Park Towers' });
  });

  it.each([
    ['an unknown id', '/api/sites/999999'],
    ['an id that is not digits', '/api/sites/7abc'],
    ['an id too large for any row', '/api/sites/99999999999'],
    ['an inactive site by id', () => `/api/sites/${closedId}`],
    ['an unknown code', '/api/sites/code/NOPE1'],
    ['an inactive site by code', '/api/sites/code/Closed7'],
  ])('answers 404 SITE_NOT_FOUND for %s', async (_, url) => {
    const res = await get(typeof url === 'string' ? url : url());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'SITE_NOT_FOUND',
      message: 'לא נמצא אתר עם הקוד שהתקבל.',
    });
  });

  it('says so in the language asked for', async () => {
    const res = await get('/api/sites/code/NOPE1', { 'accept-language': 'en' });
    expect(res.json().message).toBe('No site was found with the given code.');
  });
});
