import { inject } from 'vitest';

/**
 * Where this worker's own server listens (global-setup.ts starts one per worker): files running at
 * the same time never share a server.
 */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[slot - 1];
  if (!url) throw new Error(`no server for worker ${slot} of ${urls.length}`);
  return url;
}
