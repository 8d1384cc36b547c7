import path from 'node:path';
import { build, type Rolldown } from 'vite';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

function isOutput(value: unknown): value is Rolldown.RolldownOutput {
  return typeof value === 'object' && value !== null && 'output' in value;
}

/**
 * One browser script made of the client's own modules (`@/` and `@shared/` resolve as in
 * vite.config.ts), for a benchmark to run the client's code itself in Chromium. The entry
 * module puts what the page needs on window.
 */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    publicDir: false,
    resolve: {
      alias: { '@': path.join(REPO_ROOT, 'client'), '@shared': path.join(REPO_ROOT, 'shared') },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'benchBundle', fileName: 'bench-bundle' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput);
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Bundling ${entry} gave no script`);
  return chunk.code;
}
