import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  PostBodySchema,
  PostListSchema,
  PostRevisionListSchema,
  PostSchema,
  PreviewBodySchema,
  PreviewSchema,
  RevisionParamsSchema,
} from '@shared/schemas/site-content.schemas';
import { renderMarkdown } from '../../lib/markdown';
import { landingSectionRoutes } from './landing-sections.routes';
import * as service from './site-content.service';

/** The public site's content as the platform's owner edits it (/admin/system-pages). */
export async function siteContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'content.manage' } as const;
  await app.register(landingSectionRoutes);

  app.get(
    '/api/site-content/posts',
    { config, schema: { response: { 200: PostListSchema } } },
    async () => ({ posts: await service.listPosts(db) }),
  );

  app.post(
    '/api/site-content/posts',
    { config, schema: { body: PostBodySchema, response: { 201: PostSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createPost(db, request.body, request.staff.id)),
  );

  app.get(
    '/api/site-content/posts/:id',
    { config, schema: { params: idParamsSchema, response: { 200: PostSchema } } },
    async (request) => service.getPost(db, request.params.id),
  );

  app.put(
    '/api/site-content/posts/:id',
    {
      config,
      schema: { params: idParamsSchema, body: PostBodySchema, response: { 200: PostSchema } },
    },
    async (request) => service.updatePost(db, request.params.id, request.body, request.staff.id),
  );

  app.delete(
    '/api/site-content/posts/:id',
    { config, schema: { params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removePost(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/site-content/posts/:id/revisions',
    { config, schema: { params: idParamsSchema, response: { 200: PostRevisionListSchema } } },
    async (request) => ({ revisions: await service.listRevisions(db, request.params.id) }),
  );

  app.post(
    '/api/site-content/posts/:id/revisions/:revisionId/restore',
    { config, schema: { params: RevisionParamsSchema, response: { 200: PostSchema } } },
    async (request) =>
      service.restoreRevision(db, request.params.id, request.params.revisionId, request.staff.id),
  );

  // The article as the blog will show it, through the same Markdown and sanitizer.
  app.post(
    '/api/site-content/preview',
    { config, schema: { body: PreviewBodySchema, response: { 200: PreviewSchema } } },
    async (request) => ({ html: await renderMarkdown(request.body.body) }),
  );
}
