import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ALIASES = { '@/': 'client/', '@shared/': 'shared/' };
// Packages that tie code to one side; the project's shared/ must run in both.
const SIDE_BOUND_PACKAGES =
  /^(node:|react($|-|\/)|@tanstack\/|@radix-ui\/|drizzle-orm|drizzle-kit|pg$|@electric-sql\/|fastify|@fastify\/|sharp|i18next|react-i18next)/;

/** The repository-relative path an import points at, or null for a package. */
function resolveTarget(source, importerFile) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return path.posix.join(dir, source.slice(alias.length));
  }
  if (!source.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(importerFile), source);
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

const SERVICE_FILE = /\.service(\.[jt]s)?$/;

function serverModuleOf(file) {
  const match = /^server\/modules\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

// What every feature may use (the API client, components, the data layer): it stays below the
// features, or it would be a way for one feature to reach another.
const SHARED_LAYER = /^client\/(lib|components|data)\//;
const UPPER_LAYER = /^client\/(features|routes|app)\//;

function featureOf(file) {
  const match = /^client\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/**
 * The layout's boundaries: client never imports server, the project's shared/
 * imports neither side nor side-bound packages, a client feature never imports another nor the
 * route tables that compose the features, client/lib (the plumbing under the data layer) never
 * imports client/data, and a server module imports only another module's *.service files (its
 * surface: the owner keeps its queries, views and helpers free to change, decision 050).
 */
export const boundariesRule = {
  meta: {
    type: 'problem',
    messages: {
      clientToServer: 'client/ must not import server/ code ({{source}}).',
      serverToClient: 'server/ must not import client/ code ({{source}}).',
      sharedToSide: 'shared/ must stay isomorphic: it cannot import {{source}}.',
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}"; compose them in a route instead.',
      sharedToUpper:
        'client/lib, components and data serve every feature: they cannot import {{source}}.',
      featureToRoutes:
        'A feature must not import client/routes ({{source}}); the routes compose the features.',
      libToData: 'client/lib sits under the data layer: it cannot import client/data ({{source}}).',
      foreignModuleInternals:
        'Server module "{{from}}" may import only the *.service files of module "{{to}}" ({{source}}).',
    },
    schema: [],
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join('/');
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveTarget(source, context.filename);
      const report = (messageId, data = {}) =>
        context.report({ node, messageId, data: { source, ...data } });
      if (importer.startsWith('shared/')) {
        if (target === null ? SIDE_BOUND_PACKAGES.test(source) : !target.startsWith('shared/')) {
          report('sharedToSide');
        }
        return;
      }
      if (target === null) return;
      if (importer.startsWith('client/') && target.startsWith('server/')) report('clientToServer');
      if (importer.startsWith('server/') && target.startsWith('client/')) report('serverToClient');
      const from = featureOf(importer);
      const to = featureOf(target.endsWith('/') ? target : `${target}/`) ?? featureOf(target);
      if (from && to && from !== to) report('crossFeature', { from, to });
      if (SHARED_LAYER.test(importer) && UPPER_LAYER.test(target)) report('sharedToUpper');
      if (from && target.startsWith('client/routes/')) report('featureToRoutes');
      if (importer.startsWith('client/lib/') && target.startsWith('client/data/')) {
        report('libToData');
      }
      const fromModule = serverModuleOf(importer);
      const toModule = serverModuleOf(target);
      if (fromModule && toModule && fromModule !== toModule && !SERVICE_FILE.test(target)) {
        report('foreignModuleInternals', { from: fromModule, to: toModule });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
