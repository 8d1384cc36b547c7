import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
