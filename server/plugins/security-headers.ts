import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Read by a load balancer (the health checks), never by a browser: the headers that guard
     * a browser (sniffing, cross-origin reads, HSTS) are left off its answers.
     */
    readByMachines?: boolean;
  }
}

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
 * What governs a page the browser renders: its script policy, framing, isolation, referrer and
 * the old-browser switches. On JSON, scripts or images they do nothing, and Node validates and
 * writes every header of every response (bench/healthz.bench.ts: they cost a tenth of the
 * throughput), so only documents carry them.
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-xss-protection',
]);

const ALL_HEADERS = Object.entries(computeHeaders());
const pick = (isDocumentOnly: boolean) =>
  Object.fromEntries(ALL_HEADERS.filter(([name]) => DOCUMENT_ONLY.has(name) === isDocumentOnly));

/** helmet's headers for every response: nosniff, HSTS, cross-origin resource policy. */
export const RESPONSE_HEADERS: Readonly<Record<string, string>> = pick(false);

/**
 * The rest of helmet's headers, including a Content-Security-Policy that allows no inline
 * script, for HTML documents (client-app.ts sets them on index.html).
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = pick(true);

/**
 * helmet builds its headers from its options on every call; they never change, so they are built
 * once at start (measured in bench/healthz.bench.ts: per-request helmet cost most of the app's
 * throughput).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.readByMachines) reply.headers(RESPONSE_HEADERS);
    done();
  });
});
