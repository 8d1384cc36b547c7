import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { platformDay } from '@shared/time/calendar-day';
import { Button } from '@/components/ui/button';
import { activeSiteOf, SiteScopeSelect, useSiteScope } from './site-scope';

/** The site and days a register shows. */
export interface RegisterRange {
  siteId: number;
  from: string;
  to: string;
}

interface RegisterFrameProps {
  user: SessionUser;
  /** The namespace holding register.from, register.to, register.print and register.csv. */
  ns: 'inspections' | 'permits';
  /** The CSV download of the same range, e.g. /api/permits/register.csv. */
  csvPath: string;
  /** The id of the article the body renders: the only thing printed. */
  printId: string;
  children: (range: RegisterRange) => ReactNode;
}

// The companies' day, not UTC's: from midnight until 02:00 or 03:00 in Israel, UTC's date was
// still yesterday and the night's rows fell out of the default range.
const day = (msAgo: number) => platformDay(new Date(Date.now() - msAgo));
// A date box is wider than a 320 px screen at 200% text: it shrinks with its label.
const dateInput = 'mt-1 block w-full max-w-full rounded-md border border-slate-300 p-2';

/**
 * A paper register of one active site (the user's own, or the one he picks) for a range of days,
 * 30 days by default: printed on A4 with nothing of the staff shell, or taken as CSV.
 */
export function RegisterFrame({ user, ns, csvPath, printId, children }: RegisterFrameProps) {
  const { t } = useTranslation(ns);
  const scope = useSiteScope();
  const siteId = activeSiteOf(scope, user.siteId);
  const [from, setFrom] = useState(() => day(30 * 86_400_000));
  const [to, setTo] = useState(() => day(0));
  const printStyle = `@page { size: A4; margin: 12mm }
@media print {
  body * { visibility: hidden }
  #${printId}, #${printId} * { visibility: visible }
  #${printId} { position: absolute; inset: 0 }
}`;
  if (siteId === null) return null;
  const csv = `${csvPath}?${new URLSearchParams({ siteId: String(siteId), from, to })}`;
  return (
    <div className="space-y-4">
      <style>{printStyle}</style>
      <div className="flex flex-wrap items-end gap-3">
        <SiteScopeSelect scope={scope} allowAll={false} value={siteId} />
        <label className="min-w-0 max-w-full">
          {t('register.from')}
          <input
            type="date"
            className={dateInput}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="min-w-0 max-w-full">
          {t('register.to')}
          <input
            type="date"
            className={dateInput}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <Button onClick={() => window.print()}>{t('register.print')}</Button>
        <a className="underline" href={csv} download>
          {t('register.csv')}
        </a>
      </div>
      {children({ siteId, from, to })}
    </div>
  );
}
