import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  MediaFileSchema,
  MediaUploadQuerySchema,
} from '@shared/schemas/media.schemas';
import { AppError } from '../../lib/app-error';
import { staffCan } from '../../plugins/guards';
import { serverText, validationMessage } from '../../i18n/messages';
import * as repo from './media.repository';
import * as service from './media.service';

const LARGEST_UPLOAD = Math.max(...Object.values(MEDIA_MAX_BYTES));

const MEDIA_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; media-src 'self'";

const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

/**
 * Everything in a stored file is checked, but a browser opening it must still treat it as
 * exactly its type: nosniff, and a policy that lets the page run nothing. A PDF gets no policy,
 * because Chromium's PDF viewer does not open under `default-src 'none'`.
 */
function mediaHeaders(contentType: string, fileName: string) {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    // The id is random and a file never changes: it may be cached for as long as anybody likes.
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
  };
}

/** Safety documents, safety videos, logos and the blog posts' images. */
export async function mediaRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 0, parts: 1 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/api/media',
    {
      config: { ability: 'media.upload' },
      schema: { querystring: MediaUploadQuerySchema, response: { 201: MediaFileSchema } },
    },
    async (request, reply) => {
      const { kind } = request.query;
      if (kind === 'logo' && !staffCan(request, 'company.logo')) {
        throw new AppError(403, 'FORBIDDEN');
      }
      if (kind === 'post-image' && !staffCan(request, 'content.manage')) {
        throw new AppError(403, 'FORBIDDEN');
      }
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const limit = MEDIA_MAX_BYTES[kind];
      const tooLarge = () =>
        new AppError(413, 'PAYLOAD_TOO_LARGE', {
          file: serverText('fileTooLarge', request.language, { maxMb: megabytes(limit) }),
        });
      if (Number(request.headers['content-length']) > limit + 64 * 1024) throw tooLarge();
      let part;
      let bytes: Buffer;
      try {
        part = await request.file({ limits: { fileSize: limit } });
        bytes = part ? await part.toBuffer() : Buffer.alloc(0);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw new AppError(400, 'BAD_REQUEST');
      }
      if (!part || bytes.length === 0) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          file: validationMessage('valueRequired', request.language),
        });
      }
      const file = await service.uploadMedia(db, request.staff, {
        kind,
        fileName: part.filename,
        bytes,
      });
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/api/media/:id',
    {
      config: { public: true },
      schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }) },
    },
    async (request, reply) => {
      const info = await repo.findMediaInfo(db, request.params.id);
      if (!info) throw new AppError(404, 'NOT_FOUND');
      reply.headers(mediaHeaders(info.contentType, info.fileName));
      // A PDF opens in the browser's own viewer, which a sandboxing policy would break.
      if (info.contentType !== 'application/pdf')
        reply.header('content-security-policy', MEDIA_POLICY);
      const range = service.parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      }
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      const bytes = await repo.readMediaBytes(db, info.id, start, end - start + 1);
      if (!bytes) throw new AppError(404, 'NOT_FOUND');
      if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
      return reply.send(bytes);
    },
  );
}
