import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable, type ApiRoute } from '../test/api-route-table';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { OPENAPI_PATH } from './plugins/openapi';

type Operation = { responses?: Record<string, { content?: unknown }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: `${OPENAPI_PATH}/json` });
  expect(res.statusCode).toBe(200);
  document = res.json();
  routes = await apiRouteTable();
});
afterAll(() => t.close());

/** /api/sites/:id -> /api/sites/{id}, as OpenAPI writes a path parameter. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every /api route, and nothing else', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routes.map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect([...described].sort()).toEqual([...new Set(expected)].sort());
  });

  /**
   * File downloads (CSV exports, images) and the landing-text preview answer bytes or an HTML
   * page, not JSON; they are the only routes allowed without a response schema, and a new route joins this list only by a deliberate edit.
   */
  const FILE_DOWNLOADS = new Set([
    'GET /api/entry-requests/export.csv',
    'GET /api/roll-calls/{id}/export.csv',
    'GET /api/files/{fileId}',
    'GET /api/media/{id}',
    'GET /api/equipment/export',
    'GET /api/inspections/register.csv',
    'GET /api/permits/register.csv',
    'GET /api/contact-requests/export.csv',
    'GET /api/admin/companies/export.csv',
    'GET /api/admin/users/export.csv',
    'GET /api/admin/sales-agents/export.csv',
    'GET /api/admin/billing/companies/{id}/month.csv',
    'GET /api/admin/product-lines/{line}/export.csv',
    'GET /api/visits/export.csv',
    'GET /api/site-content/landings/{page}/{language}/preview',
  ]);

  it('has a response schema for every route but the file downloads', () => {
    const missing = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
            /^2\d\d$/.test(status),
          );
          return !success.some(([status, response]) => status === '204' || response.content);
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((route) => !FILE_DOWNLOADS.has(route)),
    );
    expect(missing).toEqual([]);
  });

  it('is readable in a viewer at the documented address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${OPENAPI_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
