import { DataDirInUseError, startEmbedded } from './db/embedded-start';
import { embeddedDataDirOf } from './embedded-data-dir';
import type { Config } from './env';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Opening the embedded database's folder is the longest step of a start, on its own thread: it
// begins before anything else loads, the configuration's checks included.
const embeddedDir = embeddedDataDirOf(process.env);
const startingEmbedded = embeddedDir === null ? null : startEmbedded(embeddedDir);
// Its failure is reported below, once the configuration has been checked.
startingEmbedded?.catch(() => {});

async function main() {
  const { ConfigError, loadConfig } = await import('./env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const embedded = await startingEmbedded?.catch((error: unknown) => {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  });
  const [{ openDatabase }, { serve }] = await Promise.all([
    import('./db/client'),
    import('./serve'),
  ]);
  await serve(config, await openDatabase(config, embedded));
}

await main();
