import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isFirstStart, prepareInChild } from './first-start.js';
import { DataDirInUseError } from './lib/data-dir/lock.js';
import { openDataDir } from './lib/data-dir/open-data-dir.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  // Whatever this process creates (database files, uploads, the JWT secret) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig(process.env, {});
  const lock = await openDataDir(config, (message) => console.warn(message));
  // Every way out lets the next server in; a kill -9 leaves a lock the next one sees is stale.
  process.once('exit', () => lock?.release());
  // The database opens while the app's modules load: PGlite's WebAssembly compiles on V8's background
  // threads and reads its files meanwhile, so a restart waits for the longer of the two, not their sum.
  const open = () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const opening = (await isFirstStart(config)) ? prepareInChild().then(open) : open();
  opening.catch(() => undefined);
  const { build } = await import('./app.js');
  const app = await build({ config: { ...config, webDist: config.webDist ?? DEFAULT_WEB_DIST }, opening });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
