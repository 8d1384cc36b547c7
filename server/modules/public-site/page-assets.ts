import fs from 'node:fs';
import path from 'node:path';

export interface PageAssets {
  /** The app's stylesheets, as the browser fetches them. */
  stylesheets: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/**
 * The built client's stylesheet, read once from Vite's manifest: the server's pages use the same
 * utility classes as the app, so they share its one cached CSS file. Without a built client the
 * pages are plain HTML, still complete.
 */
export function readPageAssets(distDir: string | null): PageAssets {
  if (!distDir) return { stylesheets: [] };
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return { stylesheets: [] };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  return { stylesheets: (entry?.css ?? []).map((css) => `/${css}`) };
}
