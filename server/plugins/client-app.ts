import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath, isSiteCodePath } from '@shared/routing/site-paths';
import { languageScreenLink } from '@shared/routing/worker-links';
import fp from 'fastify-plugin';
import { leaveOutOfLog } from '../lib/request-log';
import { sendError } from './error-handler';
import { DOCUMENT_HEADERS } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year, precompressed .br/.gz chosen by
 * Accept-Encoding, and index.html (never cached) for every client route but a site's short
 * link, which goes on to its language screen. An unknown /api/* path, /ws, or a non-GET answers
 * the JSON 404 instead; an address the app does not have answers the server-rendered not-found
 * page with a 404.
 */
export const clientAppPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      distDir: string | null;
      /** The server-rendered not-found page, for an address that is not one of the app's. */
      notFoundPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
    },
  ) => {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
    const hasClient = indexFile !== null && fs.existsSync(indexFile);
    if (hasClient && opts.distDir) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: '/',
        // One route for every file, looked up on disk when asked for. A route per file (the
        // option `wildcard: false`) meant globbing some thousand files and registering two
        // routes for each at every start: 400 ms of it. Routes the app declares win over this
        // one, and a file that is not there goes to the not-found handler below.
        preCompressed: true,
        index: false,
        setHeaders(res, filePath) {
          const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
          // A line per script, style and font of each page would bury the requests themselves.
          if (isAsset) leaveOutOfLog(res.raw);
          // The file may be the precompressed index.html.br or .gz chosen for the browser.
          if (/\.html(\.br|\.gz)?$/.test(filePath)) res.headers(DOCUMENT_HEADERS);
        },
      });
    } else {
      app.log.warn('No built client found; run `npm run build` to serve the pages.');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
      }
      const address = new URL(url, 'http://localhost');
      // The app's screens are known by their first segment (shared/routing/site-paths.ts);
      // any other address is a real 404, with a page a person can read.
      if (!isAppPath(address.pathname)) return opts.notFoundPage(request, reply);
      if (!hasClient) return sendError(request, reply, 404, 'ROUTE_NOT_FOUND');
      // A site's short link, what its QR code holds, goes to the language screen here rather
      // than in the app: that page arrives drawn (server/modules/worker-page), where the app
      // would have to load before it could redirect.
      const segments = address.pathname.split('/').filter(Boolean);
      if (segments.length === 1 && isSiteCodePath(segments[0]!)) {
        return reply.redirect(
          languageScreenLink(
            { code: segments[0]!, siteId: null },
            address.searchParams.get('preview'),
          ),
        );
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
);
