import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Config } from './env';
import { healthRoutes } from './modules/health/health.routes';
import { clientAppPlugin } from './plugins/client-app';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { realtimePlugin, type RealtimeOptions } from './realtime/realtime.plugin';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppDependencies {
  database: Database;
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
 * Builds the whole application on an open database: third-party plugins, then ours, then
 * routes. main.ts and the tests call the same function.
 */
export async function buildApp(config: Config, deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: REDACT },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(metricsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(sessionPlugin);
  await app.register(realtimePlugin, deps.realtime ?? {});

  await app.register(healthRoutes);
  await app.register(apiRoutes);

  await app.register(clientAppPlugin, { distDir: config.clientDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
