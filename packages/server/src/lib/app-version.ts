import { readFileSync } from 'node:fs';

/** The server package's version: in /api/health, the OpenAPI document and every backup's manifest. */
export const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
