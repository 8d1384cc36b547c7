import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { registerQuery } from '@/data/inspections';
import { managedSitesQuery } from '@/data/managed-sites';

// The register is a paper page: A4, and nothing of the staff shell around it when printed.
const PRINT_STYLE = `@page { size: A4; margin: 12mm }
@media print {
  body * { visibility: hidden }
  #inspection-register, #inspection-register * { visibility: visible }
  #inspection-register { position: absolute; inset: 0 }
}`;

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const input = 'mt-1 block rounded-md border border-slate-300 p-2';

/**
 * The site's general register of scaffold and platform inspections: every record of a range of
 * days in order, with its inspector and signature, to print on A4 or take as CSV.
 */
export function RegisterScreen() {
  const { t } = useTranslation('inspections');
  const sites = useQuery(managedSitesQuery());
  const [siteId, setSiteId] = useState<number | null>(null);
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(() => new Date().toISOString().slice(0, 10));
  const chosen = siteId ?? sites.data?.sites[0]?.id ?? null;
  const register = useQuery({
    ...registerQuery({ siteId: chosen ?? 0, from, to }),
    enabled: chosen !== null,
  });
  const csv = `/api/inspections/register.csv?${new URLSearchParams({
    siteId: String(chosen ?? ''),
    from,
    to,
  })}`;
  return (
    <div className="space-y-4">
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-wrap items-end gap-3">
        <label>
          {t('register.site')}
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
        <label>
          {t('register.from')}
          <input
            type="date"
            className={input}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
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
            <article id="inspection-register" className="bg-white">
              <h2 className="text-lg font-bold">{t('register.title')}</h2>
              <p>
                {page.companyName} · {page.siteName} · {page.from} – {page.to}
              </p>
              {page.entries.length === 0 ? (
                <p className="mt-2">{t('register.empty')}</p>
              ) : (
                <table className="mt-2 w-full border-collapse text-sm">
                  <thead>
                    <tr className="border-b-2 border-slate-900 text-start">
                      {(
                        [
                          'number',
                          'inspectedAt',
                          'item',
                          'inspector',
                          'outcome',
                          'failedItems',
                          'corrects',
                          'signature',
                        ] as const
                      ).map((column) => (
                        <th key={column} className="p-1 text-start">
                          {t(`register.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {page.entries.map((entry) => (
                      <tr key={entry.id} className="border-b border-slate-300 align-top">
                        <td className="p-1">{entry.id}</td>
                        <td className="p-1" dir="ltr">
                          {entry.inspectedAt}
                        </td>
                        <td className="p-1">
                          {t(`kind.${entry.kind}`)} {entry.number} · {entry.label}
                        </td>
                        <td className="p-1">
                          {entry.inspectorName}
                          {entry.externalInspector && ` · ${entry.externalInspector}`}
                        </td>
                        <td className="p-1">
                          {t(`outcome.${entry.outcome}`)}
                          {entry.closedReason && ` · ${t(`closedReason.${entry.closedReason}`)}`}
                        </td>
                        <td className="p-1">{entry.failedItems.join('; ')}</td>
                        <td className="p-1">{entry.correctsId ?? ''}</td>
                        <td className="p-1">
                          <img
                            src={`/api/media/${entry.signatureFileId}`}
                            alt={t('register.signature')}
                            className="h-10"
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </article>
          )}
        </QueryState>
      )}
    </div>
  );
}
