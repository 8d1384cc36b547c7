import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '@shared/schemas/audit-log.schemas';
import { writeAudit } from '../../lib/audit';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEntryRequest } from '../../../test/entry-factories';
import { createCompany, createSite, createUser, loginAs } from '../../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the audit log', () => {
  it("shows a company admin his company's rows only, filtered by action and day", async () => {
    const own = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
    const other = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
    const admin = await createUser(t.db, { role: 'company_admin', companyId: own.id });
    const cookie = await loginAs(t, admin.username);
    const row = (companyId: number, action: string, createdAt: string) =>
      writeAudit(t.db, {
        companyId,
        actorUserId: admin.id,
        action,
        entityType: action.split('.')[0]!,
        entityId: action,
      }).then(() =>
        t.db.execute(
          `update audit_log set created_at = '${createdAt}' where entity_id = '${action}'`,
        ),
      );
    await row(own.id, 'entry_request.personal_data_erase', '2026-03-10T10:00:00Z');
    await row(own.id, 'site.update', '2026-03-11T10:00:00Z');
    await row(other.id, 'user.create', '2026-03-10T11:00:00Z');

    const read = async (query: string) => {
      const response = await t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as AuditLogPage).items.map((item) => item.action);
    };
    expect(await read('')).toEqual(['site.update', 'entry_request.personal_data_erase']);
    expect(await read('?action=entry_request')).toEqual(['entry_request.personal_data_erase']);
    expect(await read('?from=2026-03-11&to=2026-03-11')).toEqual(['site.update']);

    const reversed = await t.app.inject({
      url: '/api/audit-log?from=2026-03-12&to=2026-03-11',
      headers: { cookie },
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('the names an audit row concerns', () => {
  it("names the request, site and user of the company's own rows, never another's", async () => {
    const own = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
    const other = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
    const site = await createSite(t.db, own.id, { name: 'מגדלי הים' });
    const foreignSite = await createSite(t.db, other.id, { name: 'אתר זר' });
    const admin = await createUser(t.db, {
      role: 'company_admin',
      companyId: own.id,
      username: 'audit-names-admin',
    });
    const manager = await createUser(t.db, {
      role: 'manager',
      companyId: own.id,
      siteIds: [site.id],
      username: 'audit-names-manager',
    });
    const request = await createEntryRequest(t.db, {
      companyId: own.id,
      siteId: site.id,
      firstName: 'משה',
      lastName: 'כהן',
    });
    const write = (entityType: string, entityId: string | number, action: string) =>
      writeAudit(t.db, { companyId: own.id, actorUserId: admin.id, action, entityType, entityId });
    await write('entry_request', request.id, 'entry_request.status_change');
    await write('site', site.id, 'site.update');
    await write('user', manager.id, 'user.update');
    // An id of another company's site written in this company's row names nothing.
    await write('site', foreignSite.id, 'site.create');

    const response = await t.app.inject({
      url: '/api/audit-log',
      headers: { cookie: await loginAs(t, admin.username) },
    });
    const subjects = Object.fromEntries(
      (response.json() as AuditLogPage).items.map((item) => [item.action, item.subject]),
    );
    expect(subjects).toEqual({
      'entry_request.status_change': `${request.requestNumber} (משה כהן)`,
      'site.update': 'מגדלי הים',
      'user.update': 'Test manager',
      'site.create': null,
    });
  });
});
