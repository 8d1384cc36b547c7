import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RetentionSettingsBodySchema,
  RetentionSettingsSchema,
  WorkerEraseResultSchema,
  WorkerExportSchema,
  WorkerLookupBodySchema,
} from '@shared/schemas/privacy.schemas';
import * as service from './privacy.service';

/** The company's retention period and a worker's requests to see or erase his data. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { ability: 'privacy.manage' } as const;
  const db = app.database.db;

  app.get(
    '/api/privacy/settings',
    { config, schema: { response: { 200: RetentionSettingsSchema } } },
    (request) => service.getRetention(db, request.staff),
  );

  app.put(
    '/api/privacy/settings',
    {
      config,
      schema: { body: RetentionSettingsBodySchema, response: { 200: RetentionSettingsSchema } },
    },
    (request) => service.updateRetention(db, request.staff, request.body),
  );

  app.post(
    '/api/privacy/worker-export',
    { config, schema: { body: WorkerLookupBodySchema, response: { 200: WorkerExportSchema } } },
    (request) => {
      request.recordAccess({ kind: 'worker_export', subject: request.body.phone });
      return service.exportWorkerData(db, request.staff, request.body.phone);
    },
  );

  app.post(
    '/api/privacy/worker-erase',
    {
      config,
      schema: { body: WorkerLookupBodySchema, response: { 200: WorkerEraseResultSchema } },
    },
    (request) => service.eraseWorkerData(db, app.blobStore, request.staff, request.body.phone),
  );
}
