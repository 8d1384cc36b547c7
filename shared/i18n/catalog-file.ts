/**
 * Where one catalog's JSON file lies, for code that reads it from disk (the server, scripts and
 * tests); the browser gets the same files through the bundler. The compiled server keeps this
 * address right (scripts/build-server.mjs rewrites import.meta.url per source file).
 */
export function catalogFileUrl(language: string, namespace: string): URL {
  return new URL(`./locales/${language}/${namespace}.json`, import.meta.url);
}
