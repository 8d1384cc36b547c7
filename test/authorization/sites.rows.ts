import { documentUpload } from '../authorization-world';
import { DEFAULT_FORM_FIELDS } from '../../server/modules/entry-forms/default-form';
import { unique, type AuthorizationRow } from './row';

/** Sites, their page and entry form, and the documents the form links to. */
export const SITE_ADMIN_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/sites',
    ok: 200,
    scope: 'named-company',
    // The super admin names the company; the others' scope comes from the session.
    request: (x) => ({ url: `/api/sites?companyId=${x.companyId}` }),
  },
  {
    method: 'POST',
    route: '/api/sites',
    ability: 'sites.manage',
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
    ability: 'sites.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}`, payload: { location: unique('מיקום ') } }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/page-settings',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/page-settings`,
      payload: {
        headerTitle: { he: unique('כותרת ') },
        headerMessage: { he: '' },
        safetyRegulations: { he: '' },
        hasSafetyVideo: false,
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/entry-form',
    ability: 'forms.edit',
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
    ability: 'forms.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-form/versions` }),
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/versions/:version',
    ability: 'forms.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-form/versions/0` }),
  },
  {
    method: 'POST',
    route: '/api/media',
    ability: 'media.upload',
    ok: 201,
    scope: 'session',
    request: () => documentUpload(),
  },
  {
    method: 'GET',
    route: '/api/media/:id',
    isPublic: true,
    ok: 200,
    scope: 'session',
    request: (_x, world) => ({ url: `/api/media/${world.mediaId}` }),
  },
];
