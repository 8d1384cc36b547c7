import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shared/schemas/manage-common.schemas';
import {
  CreatedKioskSchema,
  CreateKioskBodySchema,
  KioskListSchema,
  KioskPairBodySchema,
  KioskSchema,
  KioskSessionSchema,
  KioskSiteParamsSchema,
} from '@shared/schemas/kiosk.schemas';
import { AppError } from '../../lib/app-error';
import { isForeignOrigin } from '../../plugins/guards';
import { kioskTokenOf, setKioskCookie } from '../../lib/kiosk-cookie';
import * as service from './kiosks.service';

/**
 * A site's kiosks (docs/offline-and-kiosk.md): the manager makes and revokes them; the tablet
 * pairs with its one-use link and then asks, again and again, whether it is still the kiosk.
 */
export async function kioskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { ability: 'kiosks.manage' } as const;

  app.get(
    '/api/kiosks/sites/:siteId',
    { config, schema: { params: KioskSiteParamsSchema, response: { 200: KioskListSchema } } },
    async (request) => ({
      kiosks: await service.listKiosks(db, request.staff, request.params.siteId),
    }),
  );

  app.post(
    '/api/kiosks/sites/:siteId',
    {
      config,
      schema: {
        params: KioskSiteParamsSchema,
        body: CreateKioskBodySchema,
        response: { 201: CreatedKioskSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createKiosk(
        db,
        request.staff,
        request.params.siteId,
        request.body.label,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/kiosks/:id/revoke',
    { config, schema: { params: idParamsSchema, response: { 200: KioskSchema } } },
    (request) => service.revokeKiosk(db, request.staff, request.params.id),
  );

  app.post(
    '/api/kiosk/pair',
    {
      config: { public: true },
      schema: { body: KioskPairBodySchema, response: { 200: KioskSessionSchema } },
    },
    async (request, reply) => {
      // The staff guard's Origin check does not run on a public route, so it is made here.
      if (isForeignOrigin(request, app.config.publicUrl)) {
        throw new AppError(403, 'ORIGIN_FORBIDDEN');
      }
      const { token } = await service.pairKiosk(db, request.body.code);
      setKioskCookie(request, reply, token);
      return service.kioskSession(db, token);
    },
  );

  app.get(
    '/api/kiosk/session',
    { config: { public: true }, schema: { response: { 200: KioskSessionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.kioskSession(db, kioskTokenOf(request));
    },
  );
}
