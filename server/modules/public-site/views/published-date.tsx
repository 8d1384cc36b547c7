/** @jsxImportSource preact */
import { PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import type { SiteContext } from './site-context';

/** A post's publication day, written in the page's language. */
export function PublishedDate({ ctx, date }: { ctx: SiteContext; date: Date }) {
  const day = new Intl.DateTimeFormat(ctx.language, {
    dateStyle: 'long',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(date);
  return (
    <p className="mt-1 text-sm text-slate-500">
      <time dateTime={date.toISOString()}>{ctx.t('blog.published', { date: day })}</time>
    </p>
  );
}
