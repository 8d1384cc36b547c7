import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LandingDraftSchema,
  LandingParamsSchema,
  LandingRevisionListSchema,
  LandingRevisionParamsSchema,
  LandingSectionsSchema,
  pageFieldKeys,
  type LandingField,
} from '@shared/schemas/landing-sections.schemas';
import { validationMessage } from '../../i18n/messages';
import { AppError } from '../../lib/app-error';
import { landingPreviewSender } from '../public-site/landing-preview.service';
import * as service from './landing-sections.service';

/**
 * The landing pages' and the systems guide's texts as the owner rewrites them, per page and
 * language: a draft, its publication, its preview as the page itself, its revisions, and the
 * way back to the built-in texts.
 */
export async function landingSectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'content.manage' } as const;
  const path = '/api/site-content/landings/:page/:language';
  const sendLandingPreview = landingPreviewSender(app.config);

  app.get(
    path,
    { config, schema: { params: LandingParamsSchema, response: { 200: LandingSectionsSchema } } },
    async (request) => service.getLandingSections(db, request.params),
  );

  app.put(
    path,
    {
      config,
      schema: {
        params: LandingParamsSchema,
        body: LandingDraftSchema,
        response: { 200: LandingSectionsSchema },
      },
    },
    async (request) => {
      const { page } = request.params;
      const keys = pageFieldKeys(page);
      if (Object.keys(request.body.texts).some((key) => !keys.includes(key as LandingField))) {
        // Another page's text: the body's schema knows every page's texts, not which page.
        throw new AppError(400, 'VALIDATION_FAILED', {
          texts: validationMessage('landingText', request.language),
        });
      }
      return service.saveLandingDraft(db, request.params, request.body.texts, request.staff.id);
    },
  );

  app.post(
    `${path}/publish`,
    { config, schema: { params: LandingParamsSchema, response: { 200: LandingSectionsSchema } } },
    async (request) => service.publishLanding(db, request.params, request.staff.id),
  );

  app.delete(
    path,
    { config, schema: { params: LandingParamsSchema, response: { 200: LandingSectionsSchema } } },
    async (request) => service.resetLanding(db, request.params, request.staff.id),
  );

  app.get(
    `${path}/revisions`,
    {
      config,
      schema: { params: LandingParamsSchema, response: { 200: LandingRevisionListSchema } },
    },
    async (request) => ({ revisions: await service.listLandingRevisions(db, request.params) }),
  );
  app.post(
    `${path}/revisions/:revisionId/restore`,
    {
      config,
      schema: { params: LandingRevisionParamsSchema, response: { 200: LandingSectionsSchema } },
    },
    async (request) => service.restoreLandingRevision(db, request.params, request.staff.id),
  );
  app.get(
    `${path}/preview`,
    { config, schema: { params: LandingParamsSchema } },
    async (request, reply) =>
      sendLandingPreview(
        request,
        reply,
        request.params,
        await service.landingTexts(db, request.params.page, request.params.language, 'draft'),
      ),
  );
}
