import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { landingPaths } from '@shared/routing/site-paths';
import {
  BeaconBodySchema,
  VisitsExportQuerySchema,
  VisitsQuerySchema,
  VisitsReportSchema,
} from '@shared/schemas/visits.schemas';
import { AppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { createVisitorHasher } from './visitor-hash';
import {
  countBeacon,
  pagePathsOf,
  visitsCsv,
  visitsReport,
  type VisitCounter,
} from './visits.service';

/** A beacon is a few hundred bytes; anything much larger is not one. */
const BEACON_BODY_LIMIT = 8 * 1024;

/**
 * Visits: the beacon the public pages and the worker's entry send (public, answered 204 at once
 * after the counters are added), and the platform's report and CSV of them.
 */
export async function visitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  await app.register(rateLimit, { global: false });
  const beaconLimit = { max: app.config.visitBeaconsPerMinute, timeWindow: 60_000 };
  const counter: VisitCounter = {
    hashVisitor: createVisitorHasher(db),
    pagePaths: pagePathsOf(landingPaths(app.config.brand)),
  };

  // navigator.sendBeacon sends a string as text/plain; its text is the JSON body.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError(400, 'BAD_REQUEST'), undefined);
      }
    },
  );

  app.post(
    '/api/visits',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: {
        public: true,
        rateLimit: beaconLimit,
      },
      schema: { body: BeaconBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await countBeacon(db, counter, request.body.events, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
        host: request.host,
        now: new Date(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/visits/report',
    {
      config: { ability: 'visits.read' },
      schema: { querystring: VisitsQuerySchema, response: { 200: VisitsReportSchema } },
    },
    (request) => visitsReport(db, request.query),
  );

  app.get(
    '/api/visits/export.csv',
    { config: { ability: 'visits.read' }, schema: { querystring: VisitsExportQuerySchema } },
    (request, reply) => sendCsv(reply, visitsCsv(db, request.query, request.language)),
  );
}
