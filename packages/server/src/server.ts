import { fileURLToPath } from 'node:url';
import { build } from './app.js';
import { ConfigError, loadConfig } from './config.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig(process.env, {});
  const app = await build({ config: { ...config, webDist: config.webDist ?? DEFAULT_WEB_DIST } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
