import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import { LanguageSelect } from '@/components/language-select';
import { QueryState } from '@/components/query-state';
import { publicTagQuery, staffTagQuery } from '@/data/inspections';
import { changeLanguage } from '@/lib/i18n';
import { textLanguage } from '@/lib/text-language';
import { FitnessBanner } from './fitness-banner';

/**
 * What a scaffold's or platform's tag opens: its state now in the reader's language, without
 * signing in and without any person's name; for a qualified user of its company, "inspect now".
 * `signedIn` says whether anybody is, which is the only case worth asking who may inspect.
 */
export function TagScreen({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t, i18n } = useTranslation('inspections');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'he';
  const tag = useQuery(publicTagQuery(token));
  // Most readers are not signed in: asking them the staff question would only answer 401.
  const staff = useQuery({ ...staffTagQuery(token), enabled: signedIn });
  return (
    <main className="mx-auto max-w-md space-y-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{t('tag.title')}</h1>
        <LanguageSelect
          value={language}
          label={t('tag.title')}
          onChange={(next) => void changeLanguage(next)}
        />
      </div>
      <QueryState query={tag}>
        {(data) => {
          const label = resolveText(data.label, language);
          return (
            <>
              <div>
                <p className="text-sm text-slate-600">{t(`kind.${data.kind}`)}</p>
                <p className="text-3xl font-bold" dir="ltr">
                  {data.number}
                </p>
                <p {...textLanguage(label.lang)}>{label.text}</p>
              </div>
              <FitnessBanner fitness={data.fitness} />
              {data.failedItems.length > 0 && (
                <div>
                  <p className="font-medium">{t('tag.failedItems')}</p>
                  <ul className="list-disc ps-6">
                    {data.failedItems.map((item, index) => {
                      const text = resolveText(item, language);
                      return (
                        <li key={index} {...textLanguage(text.lang)}>
                          {text.text}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
              {staff.data?.canInspect && (
                <Link
                  to={`/manager/inspections/${staff.data.equipmentId}`}
                  className="block rounded-lg bg-blue-700 p-4 text-center text-lg font-semibold text-white"
                >
                  {t('tag.inspectNow')}
                </Link>
              )}
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
