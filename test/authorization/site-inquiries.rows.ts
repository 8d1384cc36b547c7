import { eq } from 'drizzle-orm';
import { siteInquiries, sites } from '../../server/db/schema';
import type { AuthorizationWorld, Tenant } from '../authorization-world';
import { unique, type AuthorizationRow } from './row';

/** A neighbour's message to the tenant's site, as the public form leaves it. */
async function freshInquiry(x: Tenant, world: AuthorizationWorld) {
  const [row] = await world.t.db
    .insert(siteInquiries)
    .values({ companyId: x.companyId, siteId: x.siteId, kind: 'other', message: unique('הודעה ') })
    .returning({ id: siteInquiries.id });
  return row!.id;
}

/** The site's public "contact the site" form, and the inquiries it leaves for the site's staff. */
export const SITE_INQUIRY_ROWS: AuthorizationRow[] = [
  {
    method: 'POST',
    route: '/api/sites/code/:code/inquiries',
    isPublic: true,
    ok: 201,
    scope: 'session',
    request: async (x, world) => {
      const [site] = await world.t.db
        .select({ code: sites.code })
        .from(sites)
        .where(eq(sites.id, x.siteId));
      return {
        url: `/api/sites/code/${site!.code}/inquiries`,
        payload: { kind: 'delivery', message: unique('משלוח ') },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/site-inquiries',
    ability: 'site-inquiries.read',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-inquiries' }),
  },
  {
    method: 'PATCH',
    route: '/api/site-inquiries/:id',
    ability: 'site-inquiries.read',
    ok: 200,
    scope: 'object',
    request: async (x, world) => ({
      url: `/api/site-inquiries/${await freshInquiry(x, world)}`,
      payload: { status: 'in_progress' },
    }),
  },
];
