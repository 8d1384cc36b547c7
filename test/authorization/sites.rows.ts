import { documentUpload } from '../../test/authorization-world';
import { DEFAULT_FORM_FIELDS } from '../modules/entry-forms/default-form';
import { ADMINS, EDITORS, EVERY_ROLE, unique, type AuthorizationRow } from './row';

/** Sites, their page and entry form, and the documents the form links to. */
export const SITE_ADMIN_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/sites',
    roles: EVERY_ROLE,
    ok: 200,
    scope: 'named-company',
    // The super admin names the company; the others' scope comes from the session.
    request: (x) => ({ url: `/api/sites?companyId=${x.companyId}` }),
  },
  {
    method: 'POST',
    route: '/api/sites',
    roles: ADMINS,
    ok: 201,
    scope: 'named-company',
    request: (x) => ({
      url: '/api/sites',
      payload: { code: unique('AUTH'), name: 'אתר', companyId: x.companyId },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/sites/:id',
    roles: ADMINS,
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}`, payload: { location: unique('מיקום ') } }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/page-settings',
    roles: EDITORS,
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/page-settings`,
      payload: { headerTitle: unique('כותרת '), hasSafetyVideo: false },
    }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/entry-form',
    roles: EDITORS,
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/entry-form`,
      payload: { formFields: DEFAULT_FORM_FIELDS },
    }),
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/versions',
    roles: EDITORS,
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-form/versions` }),
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/versions/:version',
    roles: EDITORS,
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-form/versions/0` }),
  },
  {
    method: 'POST',
    route: '/api/media',
    roles: EDITORS,
    ok: 201,
    scope: 'session',
    request: () => documentUpload(),
  },
  {
    method: 'GET',
    route: '/api/media/:id',
    roles: EVERY_ROLE,
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: (_x, world) => ({ url: `/api/media/${world.mediaId}` }),
  },
];
