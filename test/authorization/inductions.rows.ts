import type { AuthorizationRow } from './row';

/**
 * A site's induction period and a request's induction and checks: the caller's company and
 * sites only; the editor's copy of the form, with its checks' answers, for form editors only.
 */
export const INDUCTION_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/sites/:id/induction-settings',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/induction-settings` }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/induction-settings',
    ability: 'sites.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/induction-settings`,
      payload: { validityDays: 90 },
    }),
  },
  {
    method: 'GET',
    route: '/api/inductions/requests/:id',
    ability: 'entry.decide',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/inductions/requests/${x.entryId}` }),
  },
  {
    method: 'GET',
    route: '/api/sites/:id/entry-form/editable',
    ability: 'forms.edit',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/entry-form/editable` }),
  },
];
