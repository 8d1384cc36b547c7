import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/*
 * Compiles the server into ES modules under dist/server: main.js, the embedded database's
 * thread (pglite-worker.js), and the chunks they share or load later, so production runs plain
 * JavaScript instead of a TypeScript loader (docs/decisions/028). The packages are bundled too:
 * resolving and reading some thousand files of node_modules was half of a restart
 * (docs/decisions/043). Plain JavaScript, so that running it needs no loader either.
 */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT = path.join(ROOT, 'dist', 'server', 'main.js');

/**
 * Code that finds files next to itself (migrations, catalogs, package.json) through
 * import.meta.url keeps finding them: in the bundle each module's import.meta.url becomes its
 * own source file's address, worked out from where the bundle is.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path
        .relative(path.dirname(SERVER_OUT), args.path)
        .split(path.sep)
        .join('/');
      return {
        loader: 'ts',
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
      };
    });
  },
};

/** The bundle starts the database's thread from its compiled file beside it, not the source. */
const compiledWorkerFile = {
  name: 'compiled-pglite-worker-file',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]db[\\/]pglite-worker-file\.ts$/ }, () => ({
      loader: 'ts',
      contents: [
        "export const PGLITE_WORKER_FILE = new URL('./pglite-worker.js', import.meta.url);",
        "export const PGLITE_TEMPLATE_DIR = new URL('./pglite-template', import.meta.url);",
      ].join('\n'),
    }));
  },
};

export async function buildServer() {
  // Chunk names change with their content: an old build's would pile up.
  await fs.rm(path.dirname(SERVER_OUT), { recursive: true, force: true });
  await esbuild.build({
    entryPoints: {
      main: path.join(ROOT, 'server', 'main.ts'),
      'pglite-worker': path.join(ROOT, 'server', 'db', 'pglite-worker.ts'),
    },
    outdir: path.dirname(SERVER_OUT),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // main.ts starts the database's thread, then imports the rest of the app: split into its
    // own chunk, the rest's packages load while the database opens rather than before.
    splitting: true,
    target: 'node20',
    // Packages that read files beside their own code stay in node_modules: sharp's native
    // binary, PGlite's WebAssembly and extensions, swagger's package.json and UI assets.
    external: [
      'sharp',
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
      '@fastify/swagger',
      '@fastify/swagger-ui',
      'pg-native',
      // pino's optional log transports run in worker threads started from its own files.
      'pino',
      // CommonJS packages loaded with import(): bundled, their chunk would export only
      // `default`, where Node gives the named exports too (the S3 client's commands, cookie's
      // stringifySetCookie in @fastify/cookie).
      '@aws-sdk/client-s3',
      'cookie',
      'sanitize-html',
    ],
    // Bundled CommonJS packages call require(); in an ES module it has to be made.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [compiledWorkerFile, sourceUrls],
  });
  // The migrated cluster a first start copies into an empty folder (scripts/pglite-template.ts).
  const template = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts', 'pglite-template.ts'),
      path.join(path.dirname(SERVER_OUT), 'pglite-template'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (template.status !== 0) throw new Error('Writing the embedded database template failed');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
