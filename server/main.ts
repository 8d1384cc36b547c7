import { DataDirInUseError } from './db/data-dir-lock';
import { startEmbedded, type EmbeddedStart } from './db/embedded-start';
import { ConfigError, loadConfig, type Config } from './env';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Opening the embedded database's folder is the longest step of a start, on its own thread: it
  // starts before the database drivers and the rest of the app load on this thread.
  let embedded: EmbeddedStart | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbedded(config.dataDir).catch((error: unknown) => {
      if (error instanceof DataDirInUseError) fail(error.message);
      throw error;
    });
  }
  const [{ openDatabase }, { serve }] = await Promise.all([
    import('./db/client'),
    import('./serve'),
  ]);
  await serve(config, await openDatabase(config, embedded));
}

await main();
