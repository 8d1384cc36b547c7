import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { Button } from '@/components/ui/button';
import { useRestoreRevision, useRevisions } from '../api/site-content';

/** Every saved version of the post's texts, newest first, each one a click from coming back. */
export function PostRevisions({
  postId,
  onRestored,
}: {
  postId: number;
  onRestored: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('site-content');
  const revisions = useRevisions(postId);
  const restore = useRestoreRevision(postId);
  return (
    <section aria-labelledby="revisions-title" className="rounded-lg bg-white p-4 shadow-sm">
      <h3 id="revisions-title" className="mb-2 font-bold text-slate-900">
        {t('revisions.title')}
      </h3>
      <ol className="flex flex-col gap-2 text-sm">
        {revisions.data?.revisions.map((revision) => (
          <li key={revision.id} className="flex items-center justify-between gap-2">
            <span>
              {new Date(revision.createdAt).toLocaleString(i18n.language)} ·{' '}
              {LANGUAGE_NAMES[revision.language]} · {revision.title}
            </span>
            <Button
              variant="secondary"
              disabled={restore.isPending}
              onClick={() => restore.mutate(revision.id, { onSuccess: () => void onRestored() })}
            >
              {t('revisions.restore')}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
