import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformCompany } from '@shared/schemas/platform-admin';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { companiesCsvUrl, useCompanies } from '../api/get-companies';
import { useSetCompanyActive } from '../api/save-company';
import { CompaniesTable } from './companies-table';
import { CompanyFormDialog } from './company-form-dialog';

type Action = { kind: 'add' } | { kind: 'edit' | 'toggle'; company: PlatformCompany };
type Notice = { tone: 'success' | 'error'; text: string };

const SEARCH_DELAY_MS = 300;

/** The search waits for a pause in typing, so each keystroke is not a call. */
function useSettledValue(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** /admin/companies: every company of the platform; create, edit, deactivate, export. */
export function CompaniesScreen() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useSettledValue(search, SEARCH_DELAY_MS);
  const companies = useCompanies(q);
  const setActive = useSetCompanyActive();
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const toggle = (company: PlatformCompany) =>
    setActive.mutate(
      { id: company.id, isActive: !company.isActive },
      {
        onSuccess: (saved) => {
          setAction(null);
          const key = saved.isActive ? 'companies.reactivated' : 'companies.deactivated';
          setNotice({ tone: 'success', text: t(key, { name: saved.name }) });
        },
        onError: (error) => {
          setAction(null);
          setNotice({ tone: 'error', text: errorText(error, i18n.t) });
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          type="search"
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full max-w-sm"
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAction({ kind: 'add' })}>{t('companies.add')}</Button>
          <a
            href={companiesCsvUrl(q, i18n.language)}
            download
            className={buttonClassName('secondary')}
          >
            {t('companies.export')}
          </a>
        </div>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {companies.isPending && <p className="text-slate-600">{t('loading', { ns: 'common' })}</p>}
      {companies.isError && <Alert tone="error">{errorText(companies.error, i18n.t)}</Alert>}
      {companies.data && (
        <>
          <p className="text-slate-700" aria-live="polite">
            {t('companies.count', { count: companies.data.companies.length })}
          </p>
          {companies.data.companies.length === 0 ? (
            <p className="text-slate-600">{t('companies.empty')}</p>
          ) : (
            <CompaniesTable
              companies={companies.data.companies}
              onEdit={(company) => setAction({ kind: 'edit', company })}
              onToggle={(company) => setAction({ kind: 'toggle', company })}
            />
          )}
        </>
      )}
      {(action?.kind === 'add' || action?.kind === 'edit') && (
        <CompanyFormDialog
          company={action.kind === 'edit' ? action.company : null}
          onClose={() => setAction(null)}
          onSaved={(saved, adminUsername) => {
            setAction(null);
            setNotice({
              tone: 'success',
              text: adminUsername
                ? t('companies.created', { name: saved.name, username: adminUsername })
                : t('companies.saved', { name: saved.name }),
            });
          }}
        />
      )}
      {action?.kind === 'toggle' && (
        <Dialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          title={t(
            action.company.isActive ? 'companies.deactivateTitle' : 'companies.reactivateTitle',
            { name: action.company.name },
          )}
          description={t(
            action.company.isActive ? 'companies.deactivateText' : 'companies.reactivateText',
          )}
        >
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => toggle(action.company)} disabled={setActive.isPending}>
              {action.company.isActive ? t('companies.deactivate') : t('companies.reactivate')}
            </Button>
            <Button variant="secondary" onClick={() => setAction(null)}>
              {t('form.cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
