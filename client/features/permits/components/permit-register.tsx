import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { instructionsPath } from '@shared/permits/instructions-document';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/query-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { permitRegisterQuery } from '@/data/permits';
import { errorText } from '@/lib/api-client';

/** The instructions document: a link on screen, its full address on paper. */
function InstructionsLink({ fileId }: { fileId: string }) {
  const { t } = useTranslation('permits');
  const path = instructionsPath(fileId);
  return (
    <>
      <a className="underline" href={path}>
        {t('register.instructionsDocument')}
      </a>
      <span className="hidden print:inline" dir="ltr">
        {' '}
        {window.location.origin}
        {path}
      </span>
    </>
  );
}

/**
 * The register of a site's permits for a range of days: each permit with every move (who,
 * when, why, which checks failed), its overrides and its workers. Printed as #permit-register.
 * The server answers it a page at a time; the screen reads every page, one after another, so
 * what is printed is the whole range.
 */
export function PermitRegister(range: { siteId: number; from: string; to: string }) {
  const { t } = useTranslation('permits');
  const common = useTranslation('common');
  const register = useInfiniteQuery(permitRegisterQuery(range));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = register;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <QueryState query={register}>
      {({ pages }) => (
        <>
          <article id="permit-register" className="bg-white">
            <h2 className="text-lg font-bold">{t('register.title')}</h2>
            <p>
              {pages[0]!.companyName} · {pages[0]!.siteName} · {pages[0]!.from} – {pages[0]!.to}
            </p>
            {pages.every((page) => page.permits.length === 0) && (
              <p className="mt-2">{t('register.empty')}</p>
            )}
            {pages
              .flatMap((page) => page.permits)
              .map((permit) => (
                <section
                  key={permit.id}
                  className="mt-3 break-inside-avoid border-t-2 border-slate-900 pt-2"
                >
                  <h3 id={`permit-register-${permit.id}`} className="font-bold">
                    {t('register.permit')} {permit.id} · {permit.task} · {permit.location} ·{' '}
                    {t(`states.${permit.state}`)}
                  </h3>
                  <p className="text-sm">
                    {t('register.workManager')}: {permit.workManager.name} · {t('register.workers')}
                    : {permit.workers.length === 0 && '—'}
                  </p>
                  {(permit.writtenInstructions || permit.instructionsFileId) && (
                    <p className="text-sm">
                      {t('form.writtenInstructions')}:{' '}
                      <span dir="auto">{permit.writtenInstructions}</span>{' '}
                      {permit.instructionsFileId && (
                        <InstructionsLink fileId={permit.instructionsFileId} />
                      )}
                    </p>
                  )}
                  {permit.workers.length > 0 && (
                    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {permit.workers.map((w) => (
                        <li key={w.entryRequestId} className="flex items-center gap-2">
                          {w.name}
                          {w.signatureFileId && (
                            <img
                              src={`/api/files/${w.signatureFileId}`}
                              alt={t('register.signatureOf', { name: w.name })}
                              className="h-10"
                            />
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  <ScrollRegion
                    labelledBy={`permit-register-${permit.id}`}
                    className="mt-1 print:overflow-visible"
                  >
                    <table className="w-full border-collapse text-sm">
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
                  </ScrollRegion>
                </section>
              ))}
          </article>
          {hasNextPage && !isFetchNextPageError && (
            <p className="text-slate-600">{common.t('loading')}</p>
          )}
          {isFetchNextPageError && (
            <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
              <span>{errorText(register.error, common.i18n.t)}</span>
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                {common.t('retry')}
              </Button>
            </Alert>
          )}
        </>
      )}
    </QueryState>
  );
}
