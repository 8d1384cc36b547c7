import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createUser, loginAs } from '../../../test/factories';

let t: TestApp;
const cookie: Record<string, string> = {};
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp({ mainAccountUsernames: ['p-main'] });
  companyId = (await createCompany(t.db, { name: 'אלומיניום בע"מ' })).id;
  await createUser(t.db, { role: 'super_admin', username: 'p-super' });
  await createUser(t.db, { role: 'admin', username: 'p-admin', companyId });
  await createUser(t.db, { role: 'admin', username: 'p-main', companyId });
  for (const name of ['super', 'admin', 'main']) cookie[name] = await loginAs(t, `p-${name}`);
});
afterAll(() => t.close());

const call = (as: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: cookie[as]! } });

describe('product lines', () => {
  it('starts every company on site entry, and adds a line, audited', async () => {
    const list = await call('super', 'GET', '/api/admin/product-lines/companies');
    expect(list.json().companies[0].productLines).toEqual(['site_entry']);
    const res = await call('main', 'PUT', `/api/admin/companies/${companyId}/product-lines`, {
      productLines: ['aluminum', 'site_entry'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().productLines).toEqual(['site_entry', 'aluminum']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.product_lines'));
    expect(audit).toHaveLength(1);
    const csv = await call('super', 'GET', '/api/admin/product-lines/aluminum/export.csv?lang=he');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('אלומיניום בע""מ');
  });

  it('refuses an unknown or repeated line in the caller language, and changes nothing', async () => {
    for (const productLines of [['steel'], ['aluminum', 'aluminum']]) {
      const res = await call(
        'super',
        'PUT',
        `/api/admin/companies/${companyId}/product-lines?lang=en`,
        { productLines },
      );
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain('Unknown product line');
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row!.productLines).toEqual(['site_entry', 'aluminum']);
    const unknown = await call('super', 'GET', '/api/admin/product-lines/steel/export.csv');
    expect(unknown.statusCode).toBe(400);
    const missing = await call('super', 'PUT', '/api/admin/companies/999999/product-lines', {
      productLines: [],
    });
    expect(missing.statusCode).toBe(404);
  });

  it("gives a customer company's admin nothing", async () => {
    expect((await call('admin', 'GET', '/api/admin/product-lines/companies')).statusCode).toBe(403);
    const put = await call('admin', 'PUT', `/api/admin/companies/${companyId}/product-lines`, {
      productLines: [],
    });
    expect(put.statusCode).toBe(403);
  });
});
