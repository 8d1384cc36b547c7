import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FormVersionListSchema,
  FormVersionSchema,
} from '@shared/schemas/entry-form-versions.schemas';
import * as versions from './entry-form-versions.service';

const SiteParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The form editor's history of a site's form. Restoring needs no call of its own: the editor
 * saves the old version's fields with PUT /api/sites/{id}/entry-form, which makes a new version.
 */
export async function entryFormVersionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sites/:id/entry-form/versions',
    {
      config: { ability: 'forms.edit' },
      schema: { params: SiteParamsSchema, response: { 200: FormVersionListSchema } },
    },
    (request) => versions.formVersions(app.database.db, request.staff, request.params.id),
  );

  app.get(
    '/api/sites/:id/entry-form/versions/:version',
    {
      config: { ability: 'forms.edit' },
      schema: {
        params: SiteParamsSchema.extend({ version: z.coerce.number().int().min(0) }),
        response: { 200: FormVersionSchema },
      },
    },
    (request) =>
      versions.formVersion(
        app.database.db,
        request.staff,
        request.params.id,
        request.params.version,
      ),
  );
}
