import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyCard } from '@shared/schemas/platform-admin';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDateTime, formatDay } from '@/lib/date-format';

/** The worker's entry page of a site, as its QR poster opens it. */
export const siteEntryPath = (code: string) => `/worker/form?code=${encodeURIComponent(code)}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A company at a glance: details, sites with their codes and links, users, recent activity. */
export function CompanyCardView({ card }: { card: CompanyCard }) {
  const { t, i18n } = useTranslation(['admin', 'manage', 'staff']);
  const { company, sites, users, activity } = card;
  const inactiveBadge = (text: string) => (
    <span className="ms-2 rounded bg-slate-300 px-2 py-0.5 text-sm font-semibold text-slate-800">
      {text}
    </span>
  );

  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/companies" className="text-blue-800 underline underline-offset-2">
        {t('card.back')}
      </Link>
      <Card>
        <h2 dir="auto" className="text-2xl font-bold text-slate-900">
          {company.name}
          {!company.isActive && inactiveBadge(t('companies.inactive'))}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('company.type', { ns: 'manage' })}>
            {t(`company.types.${company.type}`, { ns: 'manage' })}
          </Fact>
          <Fact label={t('company.contactPerson', { ns: 'manage' })}>
            <bdi>{company.contactPerson}</bdi>
          </Fact>
          <Fact label={t('company.phone', { ns: 'manage' })}>
            <bdi dir="ltr" className="whitespace-nowrap">
              {company.phone}
            </bdi>
          </Fact>
          <Fact label={t('company.email', { ns: 'manage' })}>
            <bdi dir="ltr">{company.email}</bdi>
          </Fact>
          <Fact label={t('company.address', { ns: 'manage' })}>
            <bdi>{company.address}</bdi>
          </Fact>
          <Fact label={t('card.createdAt')}>
            {formatDay(company.createdAt.slice(0, 10), i18n.language)}
          </Fact>
        </dl>
      </Card>
      <Card>
        <CardTitle>{t('card.activity')}</CardTitle>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Fact label={t('card.today')}>{activity.today}</Fact>
          <Fact label={t('card.last7Days')}>{activity.last7Days}</Fact>
          <Fact label={t('card.last30Days')}>{activity.last30Days}</Fact>
          <Fact label={t('card.pendingNow')}>{activity.pendingNow}</Fact>
          <Fact label={t('card.lastRequestAt')}>
            {activity.lastRequestAt
              ? formatDateTime(activity.lastRequestAt, i18n.language)
              : t('card.noRequests')}
          </Fact>
        </dl>
      </Card>
      <Card>
        <CardTitle>{`${t('card.sites')} (${sites.length})`}</CardTitle>
        {sites.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('card.noSites')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-slate-200">
            {sites.map((site) => (
              <li key={site.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p dir="auto" className="font-semibold text-slate-900">
                    {site.name}
                    {!site.isActive && inactiveBadge(t('card.siteInactive'))}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('card.siteCode')}: <bdi dir="ltr">{site.code}</bdi>
                    {site.location && <bdi className="ms-2">{site.location}</bdi>}
                  </p>
                </div>
                <a
                  href={siteEntryPath(site.code)}
                  target="_blank"
                  rel="noopener"
                  className="text-blue-800 underline underline-offset-2"
                >
                  {t('card.entryPage')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <CardTitle>{`${t('card.users')} (${users.length})`}</CardTitle>
        {users.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('card.noUsers')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-slate-200">
            {users.map((user) => (
              <li key={user.id} className="py-2">
                <p dir="auto" className="font-semibold text-slate-900">
                  {user.fullName}
                  {!user.isActive && inactiveBadge(t('card.userInactive'))}
                </p>
                <p className="text-sm text-slate-600">
                  <bdi dir="ltr">{user.username}</bdi> · {t(`roles.${user.role}`, { ns: 'staff' })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
