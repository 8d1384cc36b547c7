import { useTranslation } from 'react-i18next';
import type { LandingParams } from '@shared/schemas/landing-sections.schemas';
import { Button } from '@/components/ui/button';
import { useLandingRevisions } from '../api/landing-sections';
import { fieldLabel } from '../lib/field-label';

/**
 * Every saved draft of the page, newest first, named by the texts its save changed; the first
 * one of a page is the texts before any change, the built-in ones mostly.
 */
export function LandingRevisions({
  params,
  disabled,
  onRestore,
}: {
  params: LandingParams;
  disabled: boolean;
  onRestore: (revisionId: number) => void;
}) {
  const { t, i18n } = useTranslation('site-content');
  const revisions = useLandingRevisions(params);
  if (!revisions.data?.revisions.length) return null;
  return (
    <section
      aria-labelledby="landing-revisions-title"
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h3 id="landing-revisions-title" className="mb-2 font-bold text-slate-900">
        {t('revisions.title')}
      </h3>
      <ol className="flex flex-col gap-2 text-sm">
        {revisions.data.revisions.map((revision) => (
          <li key={revision.id} className="flex items-center justify-between gap-2">
            <span>
              {new Date(revision.createdAt).toLocaleString(i18n.language)} ·{' '}
              {Object.keys(revision.texts).length === 0
                ? t('landings.builtInTexts')
                : revision.changed.map((key) => fieldLabel(t, key)).join(', ')}
            </span>
            <Button variant="secondary" disabled={disabled} onClick={() => onRestore(revision.id)}>
              {t('revisions.restore')}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
