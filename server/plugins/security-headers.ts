import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The YouTube IFrame API and the player script it loads, fetched only for a YouTube video.
      scriptSrc: ["'self'", 'https://www.youtube.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'"],
      // The only frame the app makes: YouTube's privacy-enhanced player (client/.../youtube.ts).
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Cross-origin isolation would break embedded safety videos.
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it would set. */
function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(OPTIONS)({} as IncomingMessage, recorder, () => {});
  return headers;
}

/**
 * helmet's headers, including a Content-Security-Policy that allows no inline script. helmet
 * builds them from its options on every call; they never change, so they are built once at start
 * (measured in bench/healthz.bench.ts: per-request helmet cost most of the app's throughput).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = computeHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
