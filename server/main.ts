import { DataDirInUseError, openDatabase } from './db/client';
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
  const database = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  });
  // The embedded database goes on opening on its own thread, which takes a second or more; the
  // rest of the app's code loads on this thread meanwhile, instead of before it.
  const { serve } = await import('./serve');
  await serve(config, database);
}

await main();
