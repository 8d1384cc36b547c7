import { useTranslation } from 'react-i18next';

/** The form's instructions box: text only in Hebrew or English. */
export function InstructionsBox() {
  const { t } = useTranslation('entry-form');
  return (
    <section
      aria-labelledby="instructions-title"
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950"
    >
      <h2 id="instructions-title" className="text-base font-bold">
        {t('instructions.title')}
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 text-base">
        <li>{t('instructions.language')}</li>
        <li>{t('instructions.required')}</li>
      </ul>
    </section>
  );
}
