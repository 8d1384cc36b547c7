import { billingDays, contactRequests } from '../../server/db/schema';
import type { AuthorizationWorld } from '../authorization-world';
import { createUser } from '../factories';
import { unique, type AuthorizationRow } from './row';

/** A fresh lead, so that opening a company from it works once per call. */
async function freshLead(world: AuthorizationWorld) {
  const [row] = await world.t.db
    .insert(contactRequests)
    .values({ name: unique('ליד '), phone: '050-1234567', companyName: unique('חברה ') })
    .returning({ id: contactRequests.id });
  return row!.id;
}

/**
 * The platform's back office: leads beyond the list and the note of people.rows.ts, platform
 * users, sales agents and the agent's portfolio, daily billing and product lines. None of it
 * is open to a customer company's roles (docs/decisions/018 and 020).
 */
export const BACK_OFFICE_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/contact-requests/export.csv',
    ability: 'leads.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/contact-requests/export.csv' }),
  },
  {
    method: 'GET',
    route: '/api/contact-requests/:id',
    ability: 'leads.read',
    // A sales agent reaches only the leads assigned to him.
    answers: { sales_agent: 404 },
    ok: 200,
    scope: 'session',
    request: (_x, world) => ({ url: `/api/contact-requests/${world.contactRequestId}` }),
  },
  {
    method: 'POST',
    route: '/api/contact-requests/:id/notes',
    ability: 'leads.read',
    answers: { sales_agent: 404 },
    ok: 201,
    scope: 'session',
    request: (_x, world) => ({
      url: `/api/contact-requests/${world.contactRequestId}/notes`,
      payload: { body: unique('הערה ') },
    }),
  },
  {
    method: 'PUT',
    route: '/api/contact-requests/:id/agent',
    ability: 'leads.manage',
    ok: 200,
    scope: 'session',
    request: (_x, world) => ({
      url: `/api/contact-requests/${world.contactRequestId}/agent`,
      payload: { agentId: null },
    }),
  },
  {
    method: 'POST',
    route: '/api/contact-requests/:id/company',
    ability: 'leads.manage',
    ok: 201,
    scope: 'session',
    request: async (_x, world) => ({
      url: `/api/contact-requests/${await freshLead(world)}/company`,
      payload: {
        company: { name: unique('חברה '), type: 'subcontractor' },
        admin: { username: unique('lead-admin-'), password: 'long-enough-1' },
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/users',
    ability: 'platform.users',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/users' }),
  },
  {
    method: 'GET',
    route: '/api/admin/users/check',
    ability: 'platform.users',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/users/check?username=demo-super' }),
  },
  {
    method: 'GET',
    route: '/api/admin/users/export.csv',
    ability: 'platform.users',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/users/export.csv' }),
  },
  {
    method: 'GET',
    route: '/api/admin/users/companies',
    ability: 'platform.users',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/users/companies' }),
  },
  {
    method: 'POST',
    route: '/api/admin/users',
    ability: 'platform.users',
    ok: 201,
    scope: 'session',
    request: (x) => ({
      url: '/api/admin/users',
      payload: {
        username: unique('platform-made-'),
        password: 'long-enough-1',
        role: 'safety_manager',
        siteIds: [x.siteId],
        companyId: x.companyId,
      },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    ability: 'platform.users',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/users/${x.userId}`, payload: { firstName: unique('שם') } }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/password',
    ability: 'platform.users',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/admin/users/${x.userId}/password`,
      payload: { password: unique('password-') },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/sales-agents',
    ability: 'agents.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/sales-agents' }),
  },
  {
    method: 'GET',
    route: '/api/admin/sales-agents/export.csv',
    ability: 'agents.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/sales-agents/export.csv' }),
  },
  {
    method: 'POST',
    route: '/api/admin/sales-agents',
    ability: 'agents.manage',
    ok: 201,
    scope: 'session',
    request: () => ({
      url: '/api/admin/sales-agents',
      payload: { username: unique('agent-'), password: 'long-enough-1' },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/companies/:id/agent',
    ability: 'agents.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/companies/${x.companyId}/agent` }),
  },
  {
    method: 'PUT',
    route: '/api/admin/companies/:id/agent',
    ability: 'agents.manage',
    ok: 200,
    scope: 'object',
    // A new agent each call: the same agent twice is refused by design.
    request: async (x, world) => ({
      url: `/api/admin/companies/${x.companyId}/agent`,
      payload: {
        agentId: (await createUser(world.t.db, { role: 'sales_agent' })).id,
        commissionPercent: 10,
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/companies/:id/agent',
    ability: 'agents.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/companies/${x.companyId}/agent` }),
  },
  {
    method: 'GET',
    route: '/api/agent/portfolio',
    ability: 'portfolio.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/agent/portfolio' }),
  },
  {
    method: 'GET',
    route: '/api/admin/billing/companies',
    ability: 'billing.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/billing/companies' }),
  },
  {
    method: 'GET',
    route: '/api/admin/billing/companies/:id/plans',
    ability: 'billing.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/billing/companies/${x.companyId}/plans` }),
  },
  {
    method: 'POST',
    route: '/api/admin/billing/companies/:id/plans',
    ability: 'billing.manage',
    ok: 201,
    scope: 'object',
    request: (x) => ({
      url: `/api/admin/billing/companies/${x.companyId}/plans`,
      payload: {
        effectiveFrom: '2099-01-01',
        monthlyBase: 1000,
        siteDayPrice: 10,
        entryPrice: 1,
        vatPercent: 18,
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/billing/companies/:id/month',
    ability: 'billing.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/billing/companies/${x.companyId}/month?month=2020-01` }),
  },
  {
    method: 'GET',
    route: '/api/admin/billing/companies/:id/month.csv',
    ability: 'billing.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/billing/companies/${x.companyId}/month.csv` }),
  },
  {
    method: 'POST',
    route: '/api/admin/billing/companies/:id/corrections',
    ability: 'billing.manage',
    ok: 201,
    scope: 'object',
    // A correction goes on a closed day only.
    request: async (x, world) => {
      await world.t.db
        .insert(billingDays)
        .values({ companyId: x.companyId, day: '2020-01-15' })
        .onConflictDoNothing();
      return {
        url: `/api/admin/billing/companies/${x.companyId}/corrections`,
        payload: { day: '2020-01-15', amount: -10, reason: unique('זיכוי ') },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/admin/billing/close-days',
    ability: 'billing.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/billing/close-days' }),
  },
  {
    method: 'GET',
    route: '/api/admin/product-lines/companies',
    ability: 'product-lines.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/product-lines/companies' }),
  },
  {
    method: 'GET',
    route: '/api/admin/product-lines/:line/export.csv',
    ability: 'product-lines.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/admin/product-lines/aluminum/export.csv' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/companies/:id/product-lines',
    ability: 'product-lines.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/admin/companies/${x.companyId}/product-lines`,
      payload: { productLines: ['site_entry'] },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/customer-card/:id',
    ability: 'customers.read',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/admin/customer-card/${x.companyId}` }),
  },
];
