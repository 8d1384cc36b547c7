/** @jsxImportSource preact */
import { LANGUAGES } from '@shared/i18n/languages';
import { ACCESSIBILITY_PATH } from '@shared/routing/site-paths';
import { PLATFORM_TIME_ZONE } from '@shared/time/calendar-day';
import type { AccessibilityContact } from '../../../env';
import { SITE_LANGUAGES, localizedPath } from '../page-language';
import type { SiteContext } from './site-context';
import { SiteLayout } from './site-layout';

/**
 * The day the whole product was last checked by axe-core on every screen
 * (e2e/accessibility.spec.ts). Moved forward by whoever repeats that check. Each line of what is
 * accessible has a browser test behind it: the keyboard journey (e2e/keyboard-journey.spec.ts),
 * every staff screen walked with Tab (e2e/keyboard-staff-screens.spec.ts) and the worker's and
 * staff screens at 320 px with text at 200% (e2e/reflow.spec.ts) among them.
 */
export const LAST_CHECKED_ON = '2026-11-27';

const ACCESSIBLE = [
  'keyboard',
  'zoom',
  'screenReader',
  'languages',
  'colour',
  'motion',
  'alternatives',
] as const;
const NOT_YET = ['siteContent', 'charts'] as const;

/** /accessibility: the statement the law asks for, in each of the nine languages. */
export function AccessibilityPage({
  ctx,
  contact,
}: {
  ctx: SiteContext;
  contact: AccessibilityContact | null;
}) {
  const t = (key: string, params?: Record<string, string>) =>
    ctx.tn(`accessibility:${key}`, params);
  const title = ctx.tn('common:accessibilityStatement');
  // The contact form is on the home page, which speaks fewer languages than this statement.
  const homeLanguage = SITE_LANGUAGES.includes(ctx.language) ? ctx.language : 'en';
  const checked = new Date(`${LAST_CHECKED_ON}T12:00:00Z`);
  const day = new Intl.DateTimeFormat(ctx.language, {
    dateStyle: 'long',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(checked);
  return (
    <SiteLayout
      ctx={ctx}
      languages={LANGUAGES}
      meta={{
        title,
        description: t('description'),
        canonicalPath: ACCESSIBILITY_PATH,
        languages: LANGUAGES,
      }}
    >
      <article className="max-w-3xl py-10 text-base text-slate-800">
        <h1 className="text-3xl leading-tight font-extrabold text-blue-950">{title}</h1>
        <p className="mt-3 text-lg">{t('intro')}</p>

        <h2 className="mt-8 text-xl font-bold text-slate-900">{t('standard.title')}</h2>
        <p className="mt-2">{t('standard.text')}</p>

        <h2 className="mt-8 text-xl font-bold text-slate-900">{t('accessible.title')}</h2>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          {ACCESSIBLE.map((key) => (
            <li key={key}>{t(`accessible.${key}`)}</li>
          ))}
        </ul>

        <h2 className="mt-8 text-xl font-bold text-slate-900">{t('limits.title')}</h2>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          {NOT_YET.map((key) => (
            <li key={key}>{t(`limits.${key}`)}</li>
          ))}
        </ul>

        <h2 className="mt-8 text-xl font-bold text-slate-900">{t('checked.title')}</h2>
        <p className="mt-2">
          <time dateTime={LAST_CHECKED_ON}>{t('checked.text', { date: day })}</time>
        </p>

        <h2 className="mt-8 text-xl font-bold text-slate-900">{t('contact.title')}</h2>
        <p className="mt-2">{t('contact.text')}</p>
        {contact ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('contact.name')}</dt>
            <dd dir="auto">{contact.name}</dd>
            {contact.email ? (
              <>
                <dt className="font-semibold">{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} dir="ltr" className="text-blue-900 underline">
                    {contact.email}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.phone ? (
              <>
                <dt className="font-semibold">{t('contact.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${contact.phone.replace(/[\s-]/g, '')}`}
                    dir="ltr"
                    className="text-blue-900 underline"
                  >
                    {contact.phone}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="mt-2">
            <a
              href={`${localizedPath('/', homeLanguage)}#contact`}
              className="text-blue-900 underline"
            >
              {t('contact.missing')}
            </a>
          </p>
        )}
      </article>
    </SiteLayout>
  );
}
