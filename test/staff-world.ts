import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { TestApp } from './build-test-app';
import { createCompany, createSite, createUser, loginAs } from './factories';

/**
 * Two companies for staff-side tests: company A with sites one and two, company B with one site,
 * and a logged-in user of every role, so each test can ask "who sees what".
 */
export async function createStaffWorld(t: TestApp) {
  const companyA = await createCompany(t.db, { timezone: 'Asia/Jerusalem' });
  const companyB = await createCompany(t.db);
  const siteOne = await createSite(t.db, companyA.id, { name: 'אתר אחד' });
  const siteTwo = await createSite(t.db, companyA.id, { name: 'אתר שניים' });
  const siteB = await createSite(t.db, companyB.id, { name: 'אתר חברה ב' });
  const users = {
    admin: await createUser(t.db, { role: 'admin', companyId: companyA.id }),
    manager: await createUser(t.db, {
      role: 'manager',
      companyId: companyA.id,
      siteIds: [siteOne.id],
    }),
    safety: await createUser(t.db, {
      role: 'safety_manager',
      companyId: companyA.id,
      siteIds: [siteOne.id],
    }),
    managerTwo: await createUser(t.db, {
      role: 'manager',
      companyId: companyA.id,
      siteIds: [siteTwo.id],
    }),
    managerB: await createUser(t.db, {
      role: 'manager',
      companyId: companyB.id,
      siteIds: [siteB.id],
    }),
    superAdmin: await createUser(t.db, { role: 'super_admin' }),
  };
  const cookies = {} as Record<keyof typeof users, string>;
  for (const [key, user] of Object.entries(users) as [keyof typeof users, { username: string }][]) {
    cookies[key] = await loginAs(t, user.username);
  }
  const sessionUser = async (key: keyof typeof users): Promise<SessionUser> => {
    const response = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: cookies[key] },
    });
    return response.json() as SessionUser;
  };
  return { companyA, companyB, siteOne, siteTwo, siteB, users, cookies, sessionUser };
}

export type StaffWorld = Awaited<ReturnType<typeof createStaffWorld>>;
