import type { HTTPMethods } from 'fastify';
import type { Ability } from '@shared/access/policy';
import type { Role } from '@shared/constants';
import type { AuthorizationWorld, RowRequest, Tenant } from '../authorization-world';

/**
 * One route of the authorization table. authorization.test.ts turns a row into the cases that
 * apply to it: anonymous, every role on its own company, the roles holding the ability on
 * another company's object, and a foreign Origin for a state change.
 */
export interface AuthorizationRow {
  method: HTTPMethods;
  /** The route as Fastify registered it, so the table can be checked against the app's. */
  route: string;
  /**
   * The ability the route serves (shared/access/policy.ts says which roles hold it); every other
   * signed-in role gets 403. Absent: every signed-in user.
   */
  ability?: Ability;
  /** Open to anonymous callers too (the few public routes the table also pins down). */
  isPublic?: boolean;
  /** The success status for the object's own staff. */
  ok: number;
  /**
   * A role's answer when it is not `ok`, e.g. 404 for the super admin or a sales agent, who
   * belong to no company, on a call about the caller's own company.
   */
  answers?: Partial<Record<Role, number>>;
  /**
   * What ties the call to a company. 'object': the address names a company's object (a site, a
   * request, a user...), which another company's staff must get 404 for. 'named-company': the
   * super admin names the company in the call, while staff always get their own. 'session':
   * nothing in the call names a company (the session's own, or a public address), so there is
   * no other company's version of it.
   */
  scope: 'object' | 'named-company' | 'session';
  /** The call on this tenant's objects; may create a fresh object when a call uses one up. */
  request: (tenant: Tenant, world: AuthorizationWorld) => RowRequest | Promise<RowRequest>;
}

let serial = 0;
/** A value nobody used yet: a call that creates a named thing runs once per role. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;
