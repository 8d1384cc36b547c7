import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormFieldsSchema } from '@shared/schemas/form.schemas';
import { EntryFormResponseSchema } from '@shared/schemas/site.schemas';
import {
  EntryFormInLanguageSchema,
  TextsQuerySchema,
} from '@shared/schemas/texts-in-language.schemas';
import { resolveFormFields } from '@shared/i18n/resolve-form';
import * as forms from './entry-forms.service';
import { plainTextsAsHebrew } from './plain-texts-as-hebrew';

const ParamsSchema = z.object({ id: z.string() });
const SaveBodySchema = z.object({
  formFields: FormFieldsSchema,
  isMajorChange: z.boolean().optional(),
});

/** The site's entry form: read by workers, saved as a new version by the form editor. */
export async function entryFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sites/:id/entry-form',
    {
      config: { public: true },
      schema: {
        params: ParamsSchema,
        querystring: TextsQuerySchema,
        response: { 200: z.union([EntryFormInLanguageSchema, EntryFormResponseSchema]) },
      },
    },
    async (request) => {
      const form = await forms.publicEntryForm(app.database.db, request.params.id);
      if (request.query.texts === 'all') return form;
      return { ...form, formFields: resolveFormFields(form.formFields, request.language) };
    },
  );

  app.put(
    '/api/sites/:id/entry-form',
    {
      config: { ability: 'forms.edit' },
      preValidation: plainTextsAsHebrew,
      schema: {
        description:
          'Saves the form as its next version. Each text (label, placeholder, help, option label) is an object keyed by language; a plain string is taken as the Hebrew text.',
        params: ParamsSchema,
        body: SaveBodySchema,
        response: { 200: EntryFormResponseSchema },
      },
    },
    (request) =>
      forms.saveEntryForm(
        app.database.db,
        request.staff,
        request.params.id,
        request.body.formFields,
        request.body.isMajorChange,
      ),
  );

  app.get(
    '/api/sites/:id/entry-form/editable',
    {
      config: { ability: 'forms.edit' },
      schema: { params: ParamsSchema, response: { 200: EntryFormResponseSchema } },
    },
    (request) => forms.editableEntryForm(app.database.db, request.staff, request.params.id),
  );
}
