import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@shared/constants';
import type { PlatformUser, PlatformUserCompanies } from '@shared/schemas/platform-users.schemas';
import type { ManagedUser } from '@shared/schemas/user-admin.schemas';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import {
  usePlatformUserCompanies,
  usePlatformUsers,
  useRefreshPlatformUsers,
  useSetUserActive,
} from '../api/platform-users';
import { ResetPasswordDialog } from './reset-password-dialog';

type Company = PlatformUserCompanies['companies'][number];

/** What the account form is given: a company's account to edit, or none to add one to it. */
export interface PlatformUserForm {
  user: PlatformUser | null;
  companyId: number;
  roles: Role[];
  sites: Company['sites'];
  onClose: () => void;
  onSaved: (user: ManagedUser, password: string | null) => void;
}

interface PlatformUsersScreenProps {
  currentUserId: number;
  /** A company's card, from its name in a row. */
  companyLink: (companyId: number, label: string) => ReactNode;
  /** The account form, the same one a company's own user screen shows. */
  userForm: (form: PlatformUserForm) => ReactNode;
}

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Every staff user of every company: search, filter by role and company; add an account to a
 * company, edit one (its role and sites too), deactivate it, reset its password.
 */
export function PlatformUsersScreen({
  currentUserId,
  companyLink,
  userForm,
}: PlatformUsersScreenProps) {
  const { t, i18n } = useTranslation('backoffice');
  const users = usePlatformUsers();
  const companies = usePlatformUserCompanies();
  const refresh = useRefreshPlatformUsers();
  const setActive = useSetUserActive();
  const [role, setRole] = useState<Role | ''>('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [resetting, setResetting] = useState<PlatformUser | null>(null);
  const [editing, setEditing] = useState<{ user: PlatformUser | null; companyId: number } | null>(
    null,
  );
  const [notice, setNotice] = useState<Notice | null>(null);

  for (const query of [users, companies]) {
    if (query.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
    if (query.isError) return <Alert tone="error">{errorText(query.error, i18n.t)}</Alert>;
  }
  if (!users.data || !companies.data) return null;
  const { assignableRoles } = companies.data;
  const companyOf = new Map(companies.data.companies.map((c) => [c.id, c]));
  const siteNames = new Map(
    companies.data.companies.flatMap((c) => c.sites.map((site) => [site.id, site.name])),
  );

  const name = (u: PlatformUser) => `${u.firstName} ${u.lastName}`.trim() || u.username;
  const toggle = (user: PlatformUser) =>
    setActive.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: (saved) =>
          setNotice({
            tone: 'success',
            text: t(saved.isActive ? 'users.activated' : 'users.deactivated', { name: name(user) }),
          }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, i18n.t) }),
      },
    );

  const columns: DataColumn<PlatformUser>[] = [
    {
      id: 'username',
      header: t('users.columns.username'),
      cell: (u) => <bdi>{u.username}</bdi>,
      sortValue: (u) => u.username,
    },
    {
      id: 'fullName',
      header: t('users.columns.fullName'),
      cell: (u) => <bdi>{name(u)}</bdi>,
      sortValue: (u) => name(u),
    },
    {
      id: 'role',
      header: t('users.columns.role'),
      cell: (u) => t(`roles.${u.role}`),
      sortValue: (u) => t(`roles.${u.role}`),
    },
    {
      id: 'company',
      header: t('users.columns.company'),
      cell: (u) =>
        u.companyId !== null && u.companyName !== null
          ? companyLink(u.companyId, u.companyName)
          : t('users.platform'),
      sortValue: (u) => u.companyName,
    },
    {
      id: 'sites',
      header: t('users.columns.sites'),
      cell: (u) =>
        u.companyId === null
          ? null
          : u.siteIds.length
            ? u.siteIds.map((id) => siteNames.get(id) ?? `#${id}`).join(', ')
            : t('users.wholeCompanyShort', { ns: 'manage' }),
    },
    {
      id: 'active',
      header: t('users.columns.active'),
      cell: (u) => t(u.isActive ? 'common.active' : 'common.inactive'),
      sortValue: (u) => (u.isActive ? 1 : 0),
    },
    {
      id: 'lastLogin',
      header: t('users.columns.lastLogin'),
      cell: (u) =>
        u.lastLoginAt ? formatDateTime(u.lastLoginAt, i18n.language) : t('users.never'),
      sortValue: (u) => u.lastLoginAt,
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (u) =>
        u.id === currentUserId ? null : (
          <div className="flex flex-wrap gap-1">
            {u.companyId !== null && (
              <Button
                variant="secondary"
                className="min-h-9 px-3"
                onClick={() => setEditing({ user: u, companyId: u.companyId! })}
              >
                {t('edit', { ns: 'manage' })}
              </Button>
            )}
            <Button variant="secondary" className="min-h-9 px-3" onClick={() => toggle(u)}>
              {t(u.isActive ? 'users.deactivate' : 'users.activate')}
            </Button>
            <Button variant="secondary" className="min-h-9 px-3" onClick={() => setResetting(u)}>
              {t('users.resetPassword')}
            </Button>
          </div>
        ),
    },
  ];

  const rows = users.data.users.filter(
    (u) => (!role || u.role === role) && (companyId === null || u.companyId === companyId),
  );
  const editedCompany = editing ? companyOf.get(editing.companyId) : undefined;
  return (
    <div className="flex flex-col gap-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <DataTable
        caption={t('titles.users')}
        rows={rows}
        rowKey={(u) => u.id}
        columns={columns}
        searchText={(u) =>
          `${u.username} ${name(u)} ${u.companyName ?? ''} ${t(`roles.${u.role}`)}`
        }
        initialSort={{ id: 'username', descending: false }}
        toolbar={
          <>
            <SelectField
              label={t('users.columns.role')}
              value={role}
              onChange={(event) => setRole(event.target.value as Role | '')}
            >
              <option value="">{t('users.allRoles')}</option>
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('users.columns.company')}
              value={companyId ?? ''}
              onChange={(event) =>
                setCompanyId(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('users.allCompanies')}</option>
              {companies.data.companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </SelectField>
            {companyId === null ? (
              <p className="text-sm text-slate-600">{t('users.chooseCompany')}</p>
            ) : (
              <Button onClick={() => setEditing({ user: null, companyId })}>
                {t('users.add', { ns: 'manage' })}
              </Button>
            )}
            <a
              href={csvHref('/api/admin/users/export.csv', i18n.language, role ? { role } : {})}
              download
              className={buttonClassName('secondary')}
            >
              {t('table.export')}
            </a>
          </>
        }
      />
      {editing &&
        editedCompany &&
        userForm({
          user: editing.user,
          companyId: editing.companyId,
          roles: assignableRoles,
          sites: editedCompany.sites,
          onClose: () => setEditing(null),
          onSaved: (saved, password) => {
            setEditing(null);
            void refresh();
            setNotice({
              tone: 'success',
              text: password
                ? t('users.created', { ns: 'manage', name: saved.username, password })
                : t('users.saved', { ns: 'manage', name: saved.username }),
            });
          },
        })}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={() => {
            setNotice({
              tone: 'success',
              text: t('users.passwordReset', { name: name(resetting) }),
            });
            setResetting(null);
          }}
        />
      )}
    </div>
  );
}
