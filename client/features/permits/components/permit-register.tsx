import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { managedSitesQuery } from '@/data/managed-sites';
import { permitRegisterQuery } from '@/data/permits';

// The register is a paper page: A4, and nothing of the staff shell around it when printed.
const PRINT_STYLE = `@page { size: A4; margin: 12mm }
@media print {
  body * { visibility: hidden }
  #permit-register, #permit-register * { visibility: visible }
  #permit-register { position: absolute; inset: 0 }
}`;

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
// A date box is wider than a 320 px screen at 200% text: it shrinks with its label.
const input = 'mt-1 block w-full max-w-full rounded-md border border-slate-300 p-2';

/**
 * The register of a site's permits for a range of days: each permit with every move (who,
 * when, why, which checks failed), its overrides and its workers, to print on A4 or take as CSV.
 */
export function PermitRegisterScreen() {
  const { t } = useTranslation('permits');
  const sites = useQuery(managedSitesQuery());
  const [siteId, setSiteId] = useState<number | null>(null);
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(() => new Date().toISOString().slice(0, 10));
  const chosen = siteId ?? sites.data?.sites[0]?.id ?? null;
  const register = useQuery({
    ...permitRegisterQuery({ siteId: chosen ?? 0, from, to }),
    enabled: chosen !== null,
  });
  const csv = `/api/permits/register.csv?${new URLSearchParams({ siteId: String(chosen ?? ''), from, to })}`;
  return (
    <div className="space-y-4">
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-wrap items-end gap-3">
        <label>
          {t('board.site')}
          <select
            className={input}
            value={chosen ?? ''}
            onChange={(e) => setSiteId(Number(e.target.value))}
          >
            {sites.data?.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 max-w-full">
          {t('register.from')}
          <input
            type="date"
            className={input}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="min-w-0 max-w-full">
          {t('register.to')}
          <input type="date" className={input} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <Button onClick={() => window.print()}>{t('register.print')}</Button>
        <a className="underline" href={csv} download>
          {t('register.csv')}
        </a>
      </div>
      {chosen !== null && (
        <QueryState query={register}>
          {(page) => (
            <article id="permit-register" className="bg-white">
              <h2 className="text-lg font-bold">{t('register.title')}</h2>
              <p>
                {page.companyName} · {page.siteName} · {page.from} – {page.to}
              </p>
              {page.permits.length === 0 && <p className="mt-2">{t('register.empty')}</p>}
              {page.permits.map((permit) => (
                <section
                  key={permit.id}
                  className="mt-3 break-inside-avoid border-t-2 border-slate-900 pt-2"
                >
                  <h3 className="font-bold">
                    {t('register.permit')} {permit.id} · {permit.task} · {permit.location} ·{' '}
                    {t(`states.${permit.state}`)}
                  </h3>
                  <p className="text-sm">
                    {t('register.workManager')}: {permit.workManager.name} · {t('register.workers')}
                    : {permit.workers.map((w) => w.name).join(', ') || '—'}
                  </p>
                  <table className="mt-1 w-full border-collapse text-sm">
                    <thead>
                      <tr className="border-b border-slate-900">
                        {(['at', 'move', 'state', 'by', 'reason', 'failedChecks'] as const).map(
                          (c) => (
                            <th key={c} className="p-1 text-start">
                              {t(`register.${c}`)}
                            </th>
                          ),
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {permit.transitions.map((m, index) => (
                        <tr key={index} className="border-b border-slate-300 align-top">
                          <td className="p-1" dir="ltr">
                            {m.at}
                          </td>
                          <td className="p-1">{t(`moves.${m.action}`)}</td>
                          <td className="p-1">{t(`states.${m.toState}`)}</td>
                          <td className="p-1">{m.byName ?? t('register.system')}</td>
                          <td className="p-1">{m.reason}</td>
                          <td className="p-1">
                            {m.failedChecks.map((c) => t(`checks.${c}`)).join('; ')}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              ))}
            </article>
          )}
        </QueryState>
      )}
    </div>
  );
}
