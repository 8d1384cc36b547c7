import fs from 'node:fs/promises';
import path from 'node:path';
import { INITIAL_NAMESPACES, WORKER_FORM_NAMESPACES, type Language } from '@shared/i18n/languages';

/** The worker form route's module, as the build's manifest names it (client/ is its root). */
const FORM_ROUTE = 'routes/worker/entry-form-page.tsx';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk `from` imports statically, itself included, by manifest key. */
function staticClosure(manifest: Manifest, from: string, into = new Set<string>()) {
  if (into.has(from) || !manifest[from]) return into;
  into.add(from);
  for (const imported of manifest[from].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

async function readFormChunks(distDir: string) {
  const text = await fs
    .readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
    .catch(() => null);
  if (text === null) return null;
  const manifest = JSON.parse(text) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[FORM_ROUTE]) return null;
  // index.html already links the entry and what it imports.
  const loaded = staticClosure(manifest, entry);
  const code = [...staticClosure(manifest, FORM_ROUTE)]
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!.file);
  // A catalog of its own, or the language's chunk of texts the build merged it into
  // (vite.config.ts), which the manifest names but lists under no catalog.
  const catalogs = (language: Language) =>
    [...INITIAL_NAMESPACES, ...WORKER_FORM_NAMESPACES]
      .flatMap((namespace) => {
        const found = Object.keys(manifest).find((key) =>
          key.endsWith(`/locales/${language}/${namespace}.json`),
        );
        return found ? [manifest[found]!.file] : [];
      })
      .concat(
        Object.values(manifest)
          .filter(
            (chunk) =>
              chunk.name === `texts-${language}` || chunk.name === `form-texts-${language}`,
          )
          .map((chunk) => chunk.file),
      );
  return { code, catalogs };
}

const loaded = new Map<string, ReturnType<typeof readFormChunks>>();

/**
 * `<link rel="modulepreload">` for every chunk the worker form needs beyond those index.html
 * links: its route's code and its texts in `language`. Without them the browser learns of
 * these only once the framework has run and the router has matched, a round trip or more on
 * a slow link after the HTML. Read from the build's manifest once; none without one.
 */
export async function formPreloadLinks(distDir: string, language: Language): Promise<string> {
  let chunks = loaded.get(distDir);
  if (!chunks) {
    chunks = readFormChunks(distDir);
    loaded.set(distDir, chunks);
  }
  const found = await chunks;
  if (!found) return '';
  // A language's texts may share one file (vite.config.ts).
  return [...new Set([...found.code, ...found.catalogs(language)])]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
