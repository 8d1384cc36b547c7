import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EntryRequestDetails,
  EntryRequestSummary,
  HistoryPage,
} from '@shared/schemas/entry-review.schemas';
import { platformDay } from '@shared/time/calendar-day';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addEntryAudit, addEntryFile, createEntryRequest } from '../../../test/entry-factories';
import { createStaffWorld, type StaffWorld } from '../../../test/staff-world';
import { entryForms } from '../../db/schema';
import * as review from './review.service';

let t: TestApp;
let w: StaffWorld;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  w = await createStaffWorld(t);
});
afterAll(() => t.close());

describe('GET /api/entry-requests', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const a = { companyId: w.companyA.id, siteId: w.siteOne.id };
    // 2024-03-01 22:30 UTC is already 2 March, 00:30, in Jerusalem.
    const lateNight = await createEntryRequest(t.db, {
      ...a,
      firstName: 'יוסי',
      lastName: 'לוי',
      phone: '052-7654321',
      createdAt: new Date('2024-03-01T22:30:00Z'),
    });
    const rejected = await createEntryRequest(t.db, {
      ...a,
      status: 'rejected',
      rejectionReason: 'אין קסדה',
      firstName: 'Ahmad',
      lastName: 'Haddad',
      createdAt: new Date('2024-03-05T08:00:00Z'),
    });
    const approved = await createEntryRequest(t.db, {
      ...a,
      status: 'approved',
      firstName: 'דנה',
      lastName: '100%',
      createdAt: new Date('2024-03-06T08:00:00Z'),
    });
    const otherSite = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteTwo.id,
      createdAt: new Date('2024-03-07T08:00:00Z'),
    });
    const otherCompany = await createEntryRequest(t.db, {
      companyId: w.companyB.id,
      siteId: w.siteB.id,
      createdAt: new Date('2024-03-08T08:00:00Z'),
    });
    ids = {
      lateNight: lateNight.id,
      rejected: rejected.id,
      approved: approved.id,
      otherSite: otherSite.id,
      otherCompany: otherCompany.id,
    };
  });

  const list = async (query: string, who: keyof StaffWorld['cookies'] = 'manager') => {
    const response = await get(`/api/entry-requests${query}`, w.cookies[who]);
    expect(response.statusCode).toBe(200);
    return response.json() as HistoryPage;
  };
  const idsOf = (page: HistoryPage) => page.items.map((item) => item.id);

  it('refuses an anonymous caller', async () => {
    expect((await get('/api/entry-requests')).statusCode).toBe(401);
  });

  it("lists only the manager's sites, newest first, with the total", async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.approved, ids.rejected, ids.lateNight]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ siteName: 'אתר אחד', status: 'approved' });
  });

  it("gives an admin every site of his company and the super admin everyone's", async () => {
    expect(idsOf(await list('', 'admin'))).toEqual([
      ids.otherSite,
      ids.approved,
      ids.rejected,
      ids.lateNight,
    ]);
    expect(idsOf(await list('', 'superAdmin'))).toContain(ids.otherCompany);
  });

  it('answers 404 for a site outside the scope, whether of his company or another', async () => {
    const own = await get(`/api/entry-requests?siteId=${w.siteTwo.id}`, w.cookies.manager);
    const foreign = await get(`/api/entry-requests?siteId=${w.siteB.id}`, w.cookies.manager);
    expect(own.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('filters by status and by site', async () => {
    expect(idsOf(await list('?status=rejected'))).toEqual([ids.rejected]);
    expect(idsOf(await list(`?siteId=${w.siteTwo.id}`, 'admin'))).toEqual([ids.otherSite]);
  });

  it("filters dates by the company's day, not UTC's", async () => {
    expect(idsOf(await list('?from=2024-03-02&to=2024-03-02'))).toEqual([ids.lateNight]);
    expect(idsOf(await list('?from=2024-03-01&to=2024-03-01'))).toEqual([]);
    expect(idsOf(await list('?from=2024-03-05'))).toEqual([ids.approved, ids.rejected]);
    expect(idsOf(await list('?to=2024-03-05'))).toEqual([ids.rejected, ids.lateNight]);
  });

  it('searches by name in either order, phone with or without dashes, and request number', async () => {
    expect(idsOf(await list(`?q=${encodeURIComponent('יוסי לו')}`))).toEqual([ids.lateNight]);
    expect(idsOf(await list(`?q=${encodeURIComponent('haddad ahm')}`))).toEqual([ids.rejected]);
    expect(idsOf(await list('?q=0527654'))).toEqual([ids.lateNight]);
    expect(idsOf(await list('?q=052-765'))).toEqual([ids.lateNight]);
    const number = (await list('')).items.find((i) => i.id === ids.rejected)!.requestNumber;
    expect(idsOf(await list(`?q=${number}`))).toContain(ids.rejected);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(idsOf(await list(`?q=${encodeURIComponent('100%')}`))).toEqual([ids.approved]);
    expect(idsOf(await list(`?q=${encodeURIComponent('%')}`))).toEqual([ids.approved]);
    expect(idsOf(await list('?q=_'))).toEqual([]);
  });

  it('says which date is wrong in words', async () => {
    const response = await get(
      '/api/entry-requests?from=2024-03-05&to=2024-03-01',
      w.cookies.manager,
    );
    expect(response.json().details).toEqual({ to: 'תאריך ההתחלה חייב להיות לפני תאריך הסיום' });
  });

  it('pages through the results', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(idsOf(second)).toEqual([ids.lateNight]);
    expect(second.total).toBe(3);
  });

  it('refuses a bad date, a reversed range and a huge page with a readable error', async () => {
    for (const query of [
      '?from=2024-13-45',
      '?to=2024-02-30',
      '?from=2024-03-05&to=2024-03-01',
      '?pageSize=1000',
    ]) {
      const response = await get(`/api/entry-requests${query}`, w.cookies.manager);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/[\u0590-\u05FF]/);
      for (const text of Object.values(response.json().details as Record<string, string>)) {
        expect(text).not.toMatch(/^validation\./);
      }
    }
  });
});

describe('GET /api/entry-requests/export.csv', () => {
  it("is named by the company's day, already tomorrow in the late evening", async () => {
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    const user = await w.sessionUser('manager');
    const { disposition } = await review.historyCsv(t.db, user, {}, 'he', lateEvening);
    expect(disposition).toMatch(/^attachment; filename="entry-requests-2026-03-02\.csv"/);
  });

  it('writes a CSV that Excel opens in Hebrew, formulas defused', async () => {
    await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'כהן, "הגדול"',
      createdAt: new Date('2024-04-01T09:15:00Z'),
    });
    const response = await get('/api/entry-requests/export.csv?from=2024-04-01', w.cookies.manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="entry-requests-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toContain('"מספר בקשה"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toContain('"כהן, ""הגדול"""');
    // 09:15 UTC is 12:15 in Jerusalem in April (summer time).
    expect(lines[1]).toContain('"2024-04-01 12:15"');
    expect(lines[1]).toContain('"ממתין לאישור"');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('writes its headings in the language asked for', async () => {
    const response = await get('/api/entry-requests/export.csv?lang=en', w.cookies.manager);
    expect(response.rawPayload.toString('utf8')).toContain('"Request number"');
  });

  it('refuses anonymous callers and foreign sites', async () => {
    expect((await get('/api/entry-requests/export.csv')).statusCode).toBe(401);
    const foreign = await get(
      `/api/entry-requests/export.csv?siteId=${w.siteB.id}`,
      w.cookies.admin,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('pending requests', () => {
  let waiting: string[];

  beforeAll(async () => {
    const site = { companyId: w.companyA.id, siteId: w.siteTwo.id };
    const first = await createEntryRequest(t.db, {
      ...site,
      status: 'safety_manager_coming',
      createdAt: new Date('2024-05-01T08:00:00Z'),
    });
    const second = await createEntryRequest(t.db, {
      ...site,
      createdAt: new Date('2024-05-01T09:00:00Z'),
    });
    await createEntryRequest(t.db, { ...site, status: 'approved' });
    waiting = [first.id, second.id];
  });

  it('lists a site’s waiting requests oldest first under `requests`', async () => {
    const response = await get(
      `/api/sites/${w.siteTwo.id}/entry-requests/pending`,
      w.cookies.managerTwo,
    );
    expect(response.statusCode).toBe(200);
    const { requests } = response.json() as { requests: EntryRequestSummary[] };
    const ids = requests.map((r) => r.id);
    expect(ids.filter((id) => waiting.includes(id))).toEqual(waiting);
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'safety_manager_coming']),
    );
    const times = requests.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(requests.every((r) => r.siteId === w.siteTwo.id)).toBe(true);
  });

  it('answers 404 for a site outside the scope', async () => {
    for (const [who, site] of [
      ['manager', w.siteTwo.id],
      ['managerB', w.siteTwo.id],
      ['manager', 999_999],
    ] as const) {
      const response = await get(`/api/sites/${site}/entry-requests/pending`, w.cookies[who]);
      expect(response.statusCode).toBe(404);
    }
  });

  it("lists the waiting requests of all the user's sites", async () => {
    const response = await get('/api/entry-requests/pending', w.cookies.admin);
    const ids = (response.json() as { requests: EntryRequestSummary[] }).requests.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(waiting));
    const theirs = await get('/api/entry-requests/pending', w.cookies.managerB);
    const their = (theirs.json() as { requests: EntryRequestSummary[] }).requests;
    expect(their.length).toBeGreaterThan(0);
    expect(their.every((r) => r.siteId === w.siteB.id)).toBe(true);
  });
});

describe('GET /api/entry-requests/approved', () => {
  it("lists today's approvals of the user's sites with the badge's fields", async () => {
    const site = { companyId: w.companyA.id, siteId: w.siteOne.id };
    const now = new Date();
    const today = await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      decidedAt: now,
      scaffoldingNumber: 'P-101',
      workStartDate: '2024-01-01',
    });
    const startsToday = await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      decidedAt: new Date(now.getTime() - 3 * 86_400_000),
      workStartDate: platformDay(now),
      platformNumber: 'LP-7',
    });
    const old = await createEntryRequest(t.db, {
      ...site,
      status: 'approved',
      decidedAt: new Date(now.getTime() - 3 * 86_400_000),
      workStartDate: '2024-01-01',
    });
    const foreign = await createEntryRequest(t.db, {
      companyId: w.companyB.id,
      siteId: w.siteB.id,
      status: 'approved',
      decidedAt: now,
    });

    const response = await get('/api/entry-requests/approved', w.cookies.safety);
    expect(response.statusCode).toBe(200);
    const list = response.json() as EntryRequestSummary[];
    const ids = list.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([today.id, startsToday.id]));
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(foreign.id);
    expect(list.find((r) => r.id === today.id)).toMatchObject({
      siteId: w.siteOne.id,
      exitTime: null,
      scaffoldingNumber: 'P-101',
      platformNumber: null,
      workStartDate: '2024-01-01',
    });
  });
});

describe('GET /api/entry-requests/{id}/details', () => {
  let id: string;
  let selfie: string;
  let signature: string;

  beforeAll(async () => {
    await t.db.insert(entryForms).values([
      {
        siteId: w.siteOne.id,
        version: 1,
        fields: [
          { id: 'fullName', type: 'text', label: { he: 'שם מלא (גרסה 1)' }, required: true },
          { id: 'hasHelmet', type: 'checkbox', label: { he: 'יש לי קסדה' }, required: true },
          { id: 'selfiePhoto', type: 'camera', label: { he: 'סלפי' }, required: true },
          { id: 'signature', type: 'signature', label: { he: 'חתימה' }, required: true },
        ],
      },
      {
        siteId: w.siteOne.id,
        version: 2,
        fields: [
          { id: 'fullName', type: 'text', label: { he: 'שם מלא (גרסה 2)' }, required: true },
        ],
      },
    ]);
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      formVersion: 1,
      values: { fullName: 'משה כהן', hasHelmet: true, legacyField: 'x' },
      status: 'rejected',
      rejectionReason: 'אין קסדה',
      decidedBy: w.users.safety.id,
      language: 'ar',
    });
    id = entry.id;
    selfie = await addEntryFile(t.db, id, 'selfiePhoto');
    signature = await addEntryFile(t.db, id, 'signature');
    await addEntryAudit(t.db, {
      companyId: w.companyA.id,
      entryRequestId: id,
      actorUserId: w.users.manager.id,
      action: 'entry_request.status',
      fromStatus: 'pending',
      toStatus: 'safety_manager_coming',
      createdAt: new Date('2024-06-01T08:00:00Z'),
    });
    await addEntryAudit(t.db, {
      companyId: w.companyA.id,
      entryRequestId: id,
      actorUserId: w.users.safety.id,
      action: 'entry_request.status',
      fromStatus: 'safety_manager_coming',
      toStatus: 'rejected',
      reason: 'אין קסדה',
      createdAt: new Date('2024-06-01T08:05:00Z'),
    });
  });

  it('labels the answers by the stored form version the worker filled', async () => {
    const response = await get(`/api/entry-requests/${id}/details`, w.cookies.manager);
    expect(response.statusCode).toBe(200);
    const details = response.json() as EntryRequestDetails;
    expect(details.formVersion).toBe(1);
    expect(details.answers).toEqual([
      {
        fieldId: 'fullName',
        type: 'text',
        label: 'שם מלא (גרסה 1)',
        value: 'משה כהן',
        fileIds: [],
      },
      { fieldId: 'hasHelmet', type: 'checkbox', label: 'יש לי קסדה', value: true, fileIds: [] },
      { fieldId: 'selfiePhoto', type: 'camera', label: 'סלפי', value: null, fileIds: [selfie] },
      {
        fieldId: 'signature',
        type: 'signature',
        label: 'חתימה',
        value: null,
        fileIds: [signature],
      },
      { fieldId: 'legacyField', type: 'text', label: 'legacyField', value: 'x', fileIds: [] },
    ]);
    expect(details.selfieFileId).toBe(selfie);
  });

  it('tells who decided, when, and the audit trail with reasons', async () => {
    const details = (await get(`/api/entry-requests/${id}/details`, w.cookies.admin)).json();
    expect(details).toMatchObject({
      status: 'rejected',
      rejectionReason: 'אין קסדה',
      language: 'ar',
      decidedBy: { id: w.users.safety.id, fullName: 'Test safety_manager' },
      decidedByName: 'Test safety_manager',
      companyName: w.companyA.name,
    });
    expect(details.decidedAt).toEqual(expect.any(String));
    expect(details.audit).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'safety_manager_coming',
        actorName: 'Test manager',
        reason: null,
        createdAt: '2024-06-01T08:00:00.000Z',
      }),
      expect.objectContaining({
        toStatus: 'rejected',
        actorName: 'Test safety_manager',
        reason: 'אין קסדה',
      }),
    ]);
  });

  it('labels a request filled against the built-in form by the built-in labels', async () => {
    const entry = await createEntryRequest(t.db, {
      companyId: w.companyA.id,
      siteId: w.siteOne.id,
      values: { firstName: 'משה' },
    });
    const details = (
      await get(`/api/entry-requests/${entry.id}/details`, w.cookies.manager)
    ).json();
    expect(details.formVersion).toBe(0);
    expect(details.answers[0]).toMatchObject({
      fieldId: 'firstName',
      label: 'שם פרטי',
      value: 'משה',
    });
  });

  it('answers 404 to staff outside the scope and to unknown ids, 401 to anonymous', async () => {
    expect((await get(`/api/entry-requests/${id}/details`, w.cookies.managerTwo)).statusCode).toBe(
      404,
    );
    const foreign = await get(`/api/entry-requests/${id}/details`, w.cookies.managerB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ENTRY_NOT_FOUND' });
    expect((await get('/api/entry-requests/nope/details', w.cookies.admin)).statusCode).toBe(404);
    expect((await get(`/api/entry-requests/${id}/details`)).statusCode).toBe(401);
  });
});

describe('buildAnswers', () => {
  it('shows a select by the label of the option picked', () => {
    const fields = [
      {
        id: 'trade',
        type: 'select' as const,
        label: 'מקצוע',
        required: true,
        options: [{ value: 'welder', label: 'רתך' }],
      },
    ];
    expect(review.buildAnswers(fields, { trade: 'welder' }, [])[0]!.value).toBe('רתך');
    expect(review.buildAnswers(fields, { trade: 'other' }, [])[0]!.value).toBe('other');
  });

  it('keeps files of a field the form version does not know', () => {
    expect(review.buildAnswers([], {}, [{ id: 'f1', fieldId: 'oldPhoto' }])).toEqual([
      { fieldId: 'oldPhoto', type: 'file', label: 'oldPhoto', value: null, fileIds: ['f1'] },
    ]);
  });
});
