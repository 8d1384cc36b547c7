import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Config } from './env';
import type { BlobStore } from './lib/blob-store/blob-store';
import { openBlobStore } from './lib/blob-store/open-blob-store';
import { setPasswordHashConcurrency } from './lib/crypto';
import { OneLinePerRequest } from './lib/request-log';
import { healthRoutes } from './modules/health/health.routes';
import { notFoundPageSender } from './modules/public-site/not-found';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { createSiteContext } from './modules/public-site/site-context';
import { workerPageRoutes } from './modules/worker-page/worker-page.routes';
import { clientAppPlugin } from './plugins/client-app';
import { clientErrorHandler } from './plugins/client-error';
import { connectionLimitsPlugin, requestTimeouts } from './plugins/connection-limits';
import { compressionPlugin } from './plugins/compression';
import { blobStorePlugin } from './plugins/blob-store';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestLanguagePlugin } from './plugins/request-language';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { safeTextPlugin } from './plugins/safe-text';
import { sessionPlugin } from './plugins/session';
import { sharedReadsPlugin } from './plugins/shared-reads';
import { outboxPlugin } from './outbox/outbox.plugin';
import { accessLogPlugin } from './modules/access-log/access-log.plugin';
import { realtimePlugin, type RealtimeOptions } from './realtime/realtime.plugin';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppDependencies {
  database: Database;
  /** Where images go; the configured one (DATA_DIR/blobs or S3_BUCKET) when absent. */
  blobStore?: BlobStore;
  /** pino options, or false to log nothing (tests). */
  logger?: FastifyServerOptions['logger'];
  realtime?: RealtimeOptions;
}

/** Logged fields that must never leave the process. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

/**
 * Every route's schema is zod's. Handing Fastify its compilers when it is created, rather than
 * setting them after, spares each start loading Ajv and fast-json-stringify (about 400 ms), the
 * defaults it would otherwise load and never use. Fastify types these factories after Ajv's; what
 * it calls them for is the route compiler that `setValidatorCompiler` would take.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * Builds the whole application on an open database: third-party plugins, then ours, then
 * routes. main.ts and the tests call the same function.
 */
export async function buildApp(config: Config, deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: REDACT },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    ...requestTimeouts(config.connections.requestTimeoutMs),
    schemaController: { compilersFactory: zodCompilers },
  });
  app.decorate('config', config);
  setPasswordHashConcurrency(config.passwordHashConcurrency);

  await app.register(connectionLimitsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(blobStorePlugin, { store: deps.blobStore ?? (await openBlobStore(config)) });
  await app.register(metricsPlugin);
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(safeTextPlugin);
  await app.register(sessionPlugin);
  await app.register(accessLogPlugin);
  await app.register(sharedReadsPlugin);
  await app.register(realtimePlugin, deps.realtime ?? {});
  await app.register(outboxPlugin);

  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(apiRoutes);

  const siteContext = createSiteContext(config);
  await app.register(publicSiteRoutes, { siteContext });
  await app.register(workerPageRoutes, { distDir: config.clientDistDir });
  await app.register(clientAppPlugin, {
    distDir: config.clientDistDir,
    notFoundPage: notFoundPageSender(siteContext),
  });
  return app;
}
