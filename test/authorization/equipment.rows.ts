import { unique, type AuthorizationRow } from './row';

let interval = 0;

/**
 * The company's equipment list and its settings. The super admin names the company; the others'
 * company comes from the session, so a foreign companyId in the query changes nothing for them.
 */
export const EQUIPMENT_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/equipment',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/equipment?companyId=${x.companyId}` }),
  },
  {
    method: 'GET',
    route: '/api/equipment/summary',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/equipment/summary?companyId=${x.companyId}` }),
  },
  {
    method: 'POST',
    route: '/api/equipment',
    ability: 'equipment.manage',
    ok: 201,
    scope: 'named-company',
    request: (x) => ({
      url: `/api/equipment?companyId=${x.companyId}`,
      payload: { kind: 'scaffold', number: unique('A-'), label: 'פיגום', siteId: null },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/equipment/:id',
    ability: 'equipment.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/equipment/${x.equipmentId}`,
      payload: { location: unique('מיקום ') },
    }),
  },
  {
    method: 'POST',
    route: '/api/equipment/import',
    ability: 'equipment.manage',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({
      url: `/api/equipment/import?companyId=${x.companyId}`,
      payload: { csv: `kind,number,label\nplatform,${unique('I-')},במה\n` },
    }),
  },
  {
    method: 'GET',
    route: '/api/equipment/export',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/equipment/export?companyId=${x.companyId}` }),
  },
  {
    method: 'GET',
    route: '/api/equipment/settings',
    ability: 'equipment.read',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/equipment/settings?companyId=${x.companyId}` }),
  },
  {
    method: 'PUT',
    route: '/api/equipment/settings',
    ability: 'equipment.manage',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({
      url: `/api/equipment/settings?companyId=${x.companyId}`,
      payload: {
        inspectionIntervalDays: 10 + (interval++ % 300),
        isEquipmentNumberRequired: false,
      },
    }),
  },
];
