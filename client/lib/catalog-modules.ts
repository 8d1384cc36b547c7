const CATALOG_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * The bundler's modules of the catalog files, by "language/namespace". The keys it gives a glob
 * differ between the build (rooted in client/) and the tests (rooted in the repository), so
 * only their end is read.
 */
export function byCatalog<Module>(modules: Record<string, Module>): Map<string, Module> {
  const found = new Map<string, Module>();
  for (const [file, module] of Object.entries(modules)) {
    const match = CATALOG_FILE.exec(file);
    if (match) found.set(`${match[1]}/${match[2]}`, module);
  }
  return found;
}
