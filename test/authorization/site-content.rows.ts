import {
  blogPostRevisions,
  blogPosts,
  blogPostTranslations,
  landingSectionRevisions,
} from '../../server/db/schema';
import type { AuthorizationWorld } from '../authorization-world';
import { unique, type AuthorizationRow } from './row';

/** A fresh post with one revision: a call that changes or removes a post uses one up. */
async function freshPost({ t }: AuthorizationWorld) {
  const [post] = await t.db
    .insert(blogPosts)
    .values({ slug: unique('post-'), status: 'draft' })
    .returning({ id: blogPosts.id });
  const text = { postId: post!.id, language: 'he', title: 'כותרת', summary: '', body: 'גוף' };
  await t.db.insert(blogPostTranslations).values(text);
  const [revision] = await t.db
    .insert(blogPostRevisions)
    .values(text)
    .returning({ id: blogPostRevisions.id });
  return { id: post!.id, revisionId: revision!.id };
}

/** A saved draft of the work landing page in English, for a restore to use. */
async function freshLandingRevision({ t }: AuthorizationWorld) {
  const [revision] = await t.db
    .insert(landingSectionRevisions)
    .values({ page: 'work', language: 'en', texts: { headline: 'Work, tracked' } })
    .returning({ id: landingSectionRevisions.id });
  return revision!.id;
}

const postBody = () => ({
  slug: unique('post-'),
  status: 'draft',
  texts: [{ language: 'he', title: 'כותרת', summary: '', body: 'גוף' }],
});

/** The public site's content: the platform's owner only (the main accounts too). */
export const SITE_CONTENT_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/site-content/posts',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-content/posts' }),
  },
  {
    method: 'POST',
    route: '/api/site-content/posts',
    ability: 'content.manage',
    ok: 201,
    scope: 'session',
    request: () => ({ url: '/api/site-content/posts', payload: postBody() }),
  },
  {
    method: 'GET',
    route: '/api/site-content/posts/:id',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: async (_, world) => ({
      url: `/api/site-content/posts/${(await freshPost(world)).id}`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/site-content/posts/:id',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: async (_, world) => ({
      url: `/api/site-content/posts/${(await freshPost(world)).id}`,
      payload: postBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/site-content/posts/:id',
    ability: 'content.manage',
    ok: 204,
    scope: 'session',
    request: async (_, world) => ({
      url: `/api/site-content/posts/${(await freshPost(world)).id}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/site-content/posts/:id/revisions',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: async (_, world) => ({
      url: `/api/site-content/posts/${(await freshPost(world)).id}/revisions`,
    }),
  },
  {
    method: 'POST',
    route: '/api/site-content/posts/:id/revisions/:revisionId/restore',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: async (_, world) => {
      const { id, revisionId } = await freshPost(world);
      return { url: `/api/site-content/posts/${id}/revisions/${revisionId}/restore` };
    },
  },
  {
    method: 'POST',
    route: '/api/site-content/preview',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-content/preview', payload: { body: '# x' } }),
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): AuthorizationRow => ({
    method,
    route: '/api/site-content/landings/:page/:language',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({
      url: '/api/site-content/landings/work/en',
      ...(method === 'PUT' ? { payload: { texts: { headline: 'Work, tracked' } } } : {}),
    }),
  })),
  {
    method: 'POST',
    route: '/api/site-content/landings/:page/:language/publish',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-content/landings/work/en/publish' }),
  },
  {
    method: 'GET',
    route: '/api/site-content/landings/:page/:language/preview',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-content/landings/work/en/preview' }),
  },
  {
    method: 'GET',
    route: '/api/site-content/landings/:page/:language/revisions',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/site-content/landings/work/en/revisions' }),
  },
  {
    method: 'POST',
    route: '/api/site-content/landings/:page/:language/revisions/:revisionId/restore',
    ability: 'content.manage',
    ok: 200,
    scope: 'session',
    request: async (_, world) => ({
      url: `/api/site-content/landings/work/en/revisions/${await freshLandingRevision(world)}/restore`,
    }),
  },
];
