import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@shared/schemas/site-content.schemas';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { usePosts } from '../api/site-content';

/** Every post with its state; the owner picks one to edit or starts a new one. */
export function PostList({ onOpen }: { onOpen: (id: number | null) => void }) {
  const { t, i18n } = useTranslation('site-content');
  const posts = usePosts();
  const titleOf = (post: PostSummary) =>
    post.titles[i18n.language] ?? post.titles.he ?? Object.values(post.titles)[0] ?? post.slug;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="posts-title" className="text-xl font-bold text-slate-900">
          {t('posts.title')}
        </h2>
        <Button onClick={() => onOpen(null)}>{t('posts.new')}</Button>
      </div>
      {posts.data?.posts.length === 0 && <p className="text-slate-600">{t('posts.empty')}</p>}
      {posts.data && posts.data.posts.length > 0 && (
        <ScrollRegion labelledBy="posts-title" className="rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-start">
              <tr>
                <th className="p-2 text-start">{t('posts.columns.title')}</th>
                <th className="p-2 text-start">{t('posts.columns.address')}</th>
                <th className="p-2 text-start">{t('posts.columns.status')}</th>
                <th className="p-2 text-start">{t('posts.columns.publishAt')}</th>
                <th className="p-2" />
              </tr>
            </thead>
            <tbody>
              {posts.data.posts.map((post) => (
                <tr key={post.id} className="border-t border-slate-200">
                  <td className="p-2 font-semibold">{titleOf(post)}</td>
                  <td className="p-2" dir="ltr">
                    /blog/{post.slug}
                  </td>
                  <td className="p-2">
                    {post.removed ? t('posts.removed') : t(`status.${post.status}`)}
                  </td>
                  <td className="p-2">
                    {post.publishAt ? new Date(post.publishAt).toLocaleString(i18n.language) : ''}
                  </td>
                  <td className="p-2 text-end">
                    <Button variant="secondary" onClick={() => onOpen(post.id)}>
                      {t('posts.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
