import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { registerQuery } from '@/data/inspections';
import { RegisterFailedLines } from './register-failed-lines';

/**
 * The site's general register of scaffold and platform inspections: every record of a range of
 * days in order, with its inspector and signature. Printed as #inspection-register.
 */
export function InspectionRegister(range: { siteId: number; from: string; to: string }) {
  const { t } = useTranslation('inspections');
  const register = useQuery(registerQuery(range));
  return (
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
            // Eight columns of a register do not reflow: they scroll on a phone, not the page.
            <ScrollRegion label={t('register.title')} className="mt-2 print:overflow-visible">
              <table className="w-full border-collapse text-sm">
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
                      <td className="p-1">
                        <RegisterFailedLines lines={entry.failedItems} />
                      </td>
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
            </ScrollRegion>
          )}
        </article>
      )}
    </QueryState>
  );
}
