import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@shared/constants';
import type { PlatformUser } from '@shared/schemas/platform-users.schemas';
import { csvHref, DataTable, type DataColumn } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-format';
import { usePlatformUsers, useSetUserActive } from '../api/platform-users';
import { ResetPasswordDialog } from './reset-password-dialog';

interface PlatformUsersScreenProps {
  currentUserId: number;
  /** Where a company's user is edited and moved between sites: its company's screen. */
  companyLink: (companyId: number, label: string) => ReactNode;
}

type Notice = { tone: 'success' | 'error'; text: string };

/** Every staff user of every company: search, filter by role, deactivate, reset a password. */
export function PlatformUsersScreen({ currentUserId, companyLink }: PlatformUsersScreenProps) {
  const { t, i18n } = useTranslation('backoffice');
  const users = usePlatformUsers();
  const setActive = useSetUserActive();
  const [role, setRole] = useState<Role | ''>('');
  const [resetting, setResetting] = useState<PlatformUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (users.isPending) return <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>;
  if (users.isError) return <Alert tone="error">{errorText(users.error, i18n.t)}</Alert>;

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

  const rows = role ? users.data.users.filter((u) => u.role === role) : users.data.users;
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
