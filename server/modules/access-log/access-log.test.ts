import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogPage } from '@shared/schemas/access-log.schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { submitEntry, VALID_VALUES } from '../../../test/entry-fixtures';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';
import { dataAccessLog, entryRequestFiles, entryRequests } from '../../db/schema';
import { eraseExpiredPersonalData } from '../privacy/privacy.service';
import { forgetOldReads } from './access-log.service';

let t: TestApp;
let companyId: number;
let siteId: number;
let adminId: number;
let managerId: number;
let adminCookie: string;
let managerCookie: string;
let strangerCookie: string;
let entryId: string;
let fileId: string;

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  companyId = company.id;
  siteId = (await createSite(t.db, company.id, { code: 'READS1' })).id;
  const admin = await createUser(t.db, { role: 'company_admin', companyId });
  const manager = await createUser(t.db, { role: 'manager', companyId, siteIds: [siteId] });
  const other = await createCompany(t.db);
  const stranger = await createUser(t.db, { role: 'company_admin', companyId: other.id });
  adminId = admin.id;
  managerId = manager.id;
  adminCookie = await loginAs(t, admin.username);
  managerCookie = await loginAs(t, manager.username);
  strangerCookie = await loginAs(t, stranger.username);
  const res = await submitEntry(t, 'READS1', {
    values: { ...VALID_VALUES, scaffoldingNumber: '' },
  });
  expect(res.statusCode).toBe(201);
  entryId = res.json<{ id: string }>().id;
  const [file] = await t.db
    .select({ id: entryRequestFiles.id })
    .from(entryRequestFiles)
    .where(eq(entryRequestFiles.entryRequestId, entryId));
  fileId = file!.id;
});
afterAll(() => t.close());

async function accessLog(query = '', cookie = adminCookie) {
  await t.app.accessLog.flush();
  const res = await get(`/api/access-log${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json<AccessLogPage>().items;
}

describe('the access log', () => {
  it('records each read of workers’ data after the reply: who, what, when and from where', async () => {
    const before = await t.db.$count(dataAccessLog);
    expect((await get(`/api/entry-requests/${entryId}/details`, managerCookie)).statusCode).toBe(
      200,
    );
    // The screen's answer came first; the row follows in a batch.
    expect(await t.db.$count(dataAccessLog)).toBe(before);

    expect((await get(`/api/files/${fileId}`, managerCookie)).statusCode).toBe(200);
    expect((await get(`/api/entry-requests?siteId=${siteId}`, adminCookie)).statusCode).toBe(200);
    expect(
      (await get(`/api/entry-requests/export.csv?siteId=${siteId}`, adminCookie)).statusCode,
    ).toBe(200);
    const rollCall = await t.app.inject({
      method: 'POST',
      url: '/api/roll-calls',
      headers: { cookie: managerCookie },
      payload: { siteId },
    });
    expect(rollCall.statusCode).toBe(201);
    const rollCallId = rollCall.json<{ id: number }>().id;
    expect((await get(`/api/roll-calls/${rollCallId}`, managerCookie)).statusCode).toBe(200);
    expect((await get(`/api/roll-calls/${rollCallId}/export.csv`, managerCookie)).statusCode).toBe(
      200,
    );
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/worker-export',
      headers: { cookie: adminCookie },
      payload: { phone: VALID_VALUES.phone },
    });
    expect(exported.statusCode).toBe(200);

    const rows = await accessLog();
    expect(rows.map((r) => [r.kind, r.userId]).reverse()).toEqual([
      ['entry_details', managerId],
      ['entry_file', managerId],
      ['history', adminId],
      ['history_export', adminId],
      ['roll_call', managerId],
      ['roll_call_export', managerId],
      ['worker_export', adminId],
    ]);
    expect(rows.find((r) => r.kind === 'entry_details')).toMatchObject({
      subject: entryId,
      address: '127.0.0.1',
    });
    expect(rows.find((r) => r.kind === 'entry_file')!.subject).toBe(fileId);
    for (const row of rows) expect(Date.now() - Date.parse(row.createdAt)).toBeLessThan(60_000);
  });

  it('filters by user, kind and day, and shows another company nothing', async () => {
    expect((await accessLog(`?userId=${managerId}`)).map((r) => r.kind).sort()).toEqual([
      'entry_details',
      'entry_file',
      'roll_call',
      'roll_call_export',
    ]);
    expect((await accessLog('?kind=entry_file')).map((r) => r.subject)).toEqual([fileId]);
    expect(await accessLog('?from=2020-01-01&to=2020-01-02')).toEqual([]);
    expect(await accessLog('', strangerCookie)).toEqual([]);
  });

  it('records nothing for a read that was refused', async () => {
    const before = await t.db.$count(dataAccessLog);
    expect((await get(`/api/entry-requests/${entryId}/details`, strangerCookie)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/files/${fileId}`, strangerCookie)).statusCode).toBe(404);
    await t.app.accessLog.flush();
    expect(await t.db.$count(dataAccessLog)).toBe(before);
  });

  it('outlives the retention of the data it describes, and is kept 24 months', async () => {
    const before = await t.db.$count(dataAccessLog);
    await t.db
      .update(entryRequests)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(entryRequests.id, entryId));
    expect(await eraseExpiredPersonalData(t.db, t.blobStore)).toBe(1);
    expect(await t.db.$count(dataAccessLog)).toBe(before);

    const monthsAgo = (months: number) => {
      const at = new Date();
      at.setUTCMonth(at.getUTCMonth() - months);
      return at;
    };
    await t.db
      .update(dataAccessLog)
      .set({ createdAt: monthsAgo(25) })
      .where(eq(dataAccessLog.kind, 'history'));
    await t.db
      .update(dataAccessLog)
      .set({ createdAt: monthsAgo(23) })
      .where(eq(dataAccessLog.kind, 'roll_call'));
    expect(await forgetOldReads(t.db)).toBe(1);
    expect((await accessLog()).map((r) => r.kind)).not.toContain('history');
    expect((await accessLog()).map((r) => r.kind)).toContain('roll_call');
  });
});
