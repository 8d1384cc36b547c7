import type { RouteObject } from 'react-router';
import { staffPage } from '../manager/lazy-staff-page';

const ADMIN = ['admin', 'manage'];

/**
 * Platform administration screens (SPEC.md section 2, admin routes), each loaded with `lazy`
 * inside the manager shell's layout, so neither the worker's nor a manager's first download
 * carries them.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: staffPage(async () => (await import('../manager/manager-layout')).ManagerLayout, ADMIN),
    children: [
      {
        path: 'companies',
        lazy: staffPage(async () => (await import('./companies-page')).CompaniesPage, ADMIN),
      },
      {
        path: 'companies/:companyId',
        lazy: staffPage(async () => (await import('./company-card-page')).CompanyCardPage, ADMIN),
      },
      {
        path: 'system',
        lazy: staffPage(async () => (await import('./system-page')).SystemPage, ADMIN),
      },
    ],
  },
];
