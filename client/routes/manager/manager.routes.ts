import type { RouteObject } from 'react-router';
import { staffPage } from './lazy-staff-page';

// Every screen's body is a ManagePage, whose texts are in `manage`.
const REVIEW = ['review', 'manage'];
const MANAGE = ['manage', 'validation'];

const dashboard = staffPage(async () => (await import('./dashboard-page')).DashboardPage, REVIEW);

/**
 * Manager screens (SPEC.md section 2, manager routes and shell), each loaded with `lazy`, all
 * inside the shell's layout, which lets only signed-in staff in.
 */
export const managerRoutes: RouteObject[] = [
  {
    path: 'manager',
    lazy: staffPage(async () => (await import('./manager-layout')).ManagerLayout, REVIEW),
    children: [
      { index: true, lazy: dashboard },
      { path: 'dashboard', lazy: dashboard },
      {
        path: 'approval-queue',
        lazy: staffPage(
          async () => (await import('./approval-queue-page')).ApprovalQueuePage,
          REVIEW,
        ),
      },
      {
        path: 'history',
        lazy: staffPage(async () => (await import('./history-page')).HistoryPage, REVIEW),
      },
      {
        path: 'on-site',
        lazy: staffPage(async () => (await import('./on-site-page')).OnSitePage, REVIEW),
      },
      {
        path: 'roll-call',
        lazy: staffPage(async () => (await import('./roll-call-page')).RollCallPage, REVIEW),
      },
      {
        path: 'form-editor',
        lazy: staffPage(async () => (await import('./form-editor-page')).FormEditorPage, MANAGE),
      },
      {
        path: 'print-qr',
        lazy: staffPage(async () => (await import('./print-qr-page')).PrintQrPage, MANAGE),
      },
      {
        path: 'users',
        lazy: staffPage(async () => (await import('./users-page')).UsersPage, MANAGE),
      },
      {
        path: 'company-profile',
        lazy: staffPage(
          async () => (await import('./company-profile-page')).CompanyProfilePage,
          MANAGE,
        ),
      },
      {
        path: 'scaffolding-management',
        lazy: staffPage(
          async () => (await import('./scaffolding-management-page')).ScaffoldingManagementPage,
          MANAGE,
        ),
      },
      {
        path: 'simple-scaffolding-management',
        lazy: staffPage(
          async () =>
            (await import('./scaffolding-management-page')).SimpleScaffoldingManagementPage,
          MANAGE,
        ),
      },
      {
        path: 'scaffolding-settings',
        lazy: staffPage(
          async () => (await import('./scaffolding-settings-page')).ScaffoldingSettingsPage,
          MANAGE,
        ),
      },
      {
        path: 'contact-requests',
        lazy: staffPage(
          async () => (await import('./contact-requests-page')).ContactRequestsPage,
          MANAGE,
        ),
      },
    ],
  },
];
