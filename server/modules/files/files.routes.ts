import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getFile } from './files.service';

const ParamsSchema = z.object({ fileId: z.string() });
const QuerySchema = z.object({ thumb: z.enum(['0', '1', 'true', 'false']).optional() });

/** GET /api/files/{fileId}: the images of entry requests, staff only. */
export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { ability: 'entry.decide' } as const;

  app.get(
    '/api/files/:fileId',
    { config, schema: { params: ParamsSchema, querystring: QuerySchema } },
    async (request, reply) => {
      const thumb = request.query.thumb === '1' || request.query.thumb === 'true';
      const file = await getFile(
        app.database.db,
        app.blobStore,
        request.staff,
        request.params.fileId,
        thumb,
      );
      request.recordAccess({
        kind: 'entry_file',
        subject: request.params.fileId,
        companyId: file.companyId,
      });
      return (
        reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          // A worker's face and signature: kept by the staff browser only, never by a proxy.
          .header('cache-control', 'private, max-age=3600')
          .send(file.bytes)
      );
    },
  );
}
