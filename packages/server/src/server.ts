import { fileURLToPath } from 'node:url';
import { build } from './app.js';
import { ConfigError, loadConfig } from './config.js';
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
  const app = await build({ config: { ...config, webDist: config.webDist ?? DEFAULT_WEB_DIST } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
