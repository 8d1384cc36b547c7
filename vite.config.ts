import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { INITIAL_NAMESPACES, WORKER_FORM_NAMESPACES } from './shared/i18n/languages.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const clientDir = fileURLToPath(new URL('./client', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const apiServer = 'http://localhost:3000';

/**
 * The app is written against React's API and rendered by Preact's compatibility layer, a third
 * of React DOM's size on a worker's phone (docs/decisions/010-preact-compat.md). The client's
 * unit tests use the same map (vitest.config.ts), so they test what ships. More specific
 * entries come first: an alias also matches the paths below its name.
 */
export const reactToPreact = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
  // react-i18next's fallback for React < 18, a CommonJS module Node would load React for.
  'use-sync-external-store/shim': 'preact/compat',
};

const workerFormRoute = fileURLToPath(
  new URL('./client/routes/worker/entry-form-page.tsx', import.meta.url),
);
const appEntry = fileURLToPath(new URL('./client/main.tsx', import.meta.url));
let workerForm: Set<string> | undefined;

/**
 * The app's own modules the worker form's route imports statically, however deep, less those
 * the app's entry imports (every page loads them already, in the entry's chunks).
 */
function workerFormModules(ctx: {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}): Set<string> {
  if (workerForm) return workerForm;
  const closure = (from: string) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || /node_modules|\.css$|\/locales\//.test(id)) return;
      const info = ctx.getModuleInfo(id);
      if (!info) return;
      found.add(id);
      for (const imported of info.importedIds) visit(imported);
    };
    visit(from);
    return found;
  };
  const initial = closure(appEntry);
  workerForm = new Set([...closure(workerFormRoute)].filter((id) => !initial.has(id)));
  return workerForm;
}

export default defineConfig({
  root: clientDir,
  // No React Fast Refresh: it cannot refresh Preact components, so an edited module reloads the
  // page instead. JSX compiles for the automatic runtime of tsconfig.json, aliased above.
  plugins: [
    tailwindcss(),
    // The server sends the precompressed file matching Accept-Encoding (@fastify/static
    // preCompressed), so compression costs nothing per request.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  resolve: {
    alias: { '@': clientDir, '@shared': sharedDir, ...reactToPreact },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The server reads it to link the app's stylesheet from the pages it renders itself.
    manifest: true,
    // The polyfill is an inline script, which the server's Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs the framework; as one file it is one request instead of about
              // ten, and each request is a round trip on a phone's slow link (Lighthouse
              // simulates six HTTP/1.1 connections).
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The app's own modules that the entry needs and lazy pages share: every page
              // downloads them anyway, and left alone the bundler makes each its own file,
              // about seven more requests before the worker's first screen.
              name: 'shared',
              tags: ['$initial'],
              minShareCount: 2,
              test: (id) => !/node_modules|\.css$/.test(id),
            },
            {
              // The worker form's own modules, which the bundler would otherwise split into
              // about fifteen files of a few hundred bytes each, as other pages share some of
              // them: each is a round trip on a phone's slow link before the first field can be
              // typed in (docs/decisions/083). What the form loads later stays apart.
              debugName: 'worker-form',
              // Its modules only: what they import from the entry's chunks stays there.
              includeDependenciesRecursively: false,
              name: (id, ctx) => (workerFormModules(ctx).has(id) ? 'worker-form' : null),
            },
            {
              // A language's texts, in two files: those every page starts with, and the form's.
              debugName: 'texts',
              name: (id) => {
                const catalog = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
                if (!catalog) return null;
                const [, language, namespace] = catalog;
                if ((INITIAL_NAMESPACES as readonly string[]).includes(namespace!)) {
                  return `texts-${language}`;
                }
                if ((WORKER_FORM_NAMESPACES as readonly string[]).includes(namespace!)) {
                  return `form-texts-${language}`;
                }
                return null;
              },
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // React Router looks useOptimistic up and does without it when absent, as in Preact.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        // Radix marks its modules for React Server Components, which a browser bundle ignores.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client')) return;
        handler(level, log);
      },
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiServer },
      '/ws': { target: apiServer, ws: true },
    },
  },
});
