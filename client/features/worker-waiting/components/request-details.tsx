import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { EntryRequestStatus } from '@shared/schemas/entry-request.schemas';
import { Card, CardTitle } from '@/components/ui/card';

/** Name, phone, request number, company, site and location. */
export function RequestDetails({ request }: { request: EntryRequestStatus }) {
  const { t, i18n } = useTranslation('worker');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { site } = request;
  // The owner's texts in the page's language, else English, else Hebrew, each with its own
  // direction, like the form the worker filled.
  const siteName = resolveText(site.translations.name, language);
  const location = resolveText(site.translations.location, language);
  const fullName = `${request.worker.firstName} ${request.worker.lastName}`.trim();
  const rows: { label: string; value: string; dir: 'auto' | 'ltr' | 'rtl'; lang?: string }[] = [
    { label: t('details.fullName'), value: fullName, dir: 'auto' },
    { label: t('phone'), value: request.worker.phone, dir: 'ltr' },
    { label: t('details.requestNumber'), value: String(request.requestNumber), dir: 'ltr' },
    { label: t('details.company'), value: request.company.name, dir: 'auto' },
    { label: t('details.site'), value: siteName.text, dir: siteName.dir, lang: siteName.lang },
    { label: t('details.location'), value: location.text, dir: location.dir, lang: location.lang },
  ];
  return (
    <Card>
      <CardTitle>{t('details.title')}</CardTitle>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4 py-2.5">
              <dt className="text-slate-600">{row.label}</dt>
              <dd dir={row.dir} lang={row.lang} className="font-semibold text-slate-900">
                {row.value}
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
