import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const clientDir = fileURLToPath(new URL('./client', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    tailwindcss(),
    // The server sends the precompressed file matching Accept-Encoding (@fastify/static
    // preCompressed), so compression costs nothing per request.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  resolve: {
    alias: { '@': clientDir, '@shared': sharedDir },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The polyfill is an inline script, which the server's Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiServer },
      '/ws': { target: apiServer, ws: true },
    },
  },
});
