import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EquipmentResponseSchema } from '@shared/schemas/site.schemas';
import * as equipment from './equipment.service';

const ParamsSchema = z.object({ id: z.string() });

/** The company's equipment list as the worker's form reads it. */
export async function equipmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/companies/:id/equipment',
    {
      config: { public: true },
      schema: { params: ParamsSchema, response: { 200: EquipmentResponseSchema } },
    },
    (request) => equipment.publicEquipment(app.database.db, request.params.id),
  );
}
