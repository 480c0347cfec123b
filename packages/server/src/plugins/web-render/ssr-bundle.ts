import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleName, Rendered, RenderRequest } from '@bayan/shared';

/** What the web's server bundle (web src/entry-server.tsx) exports, as this server uses it. */
export interface SsrBundle {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(request: RenderRequest): Promise<Rendered>;
}

export type { Rendered };

/** The server bundle beside the web build (`web/dist` → `web/dist-ssr/entry-server.js`). */
export const ssrBundlePath = (webRoot: string) => path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');

declare global {
  var bayanServerModules: string | undefined;
}

/**
 * Loads the server bundle, if built, for this server's switched-on modules (the bundle reads them
 * as it loads, as the browser's reads the page's meta tag).
 */
export async function loadSsrBundle(webRoot: string, modules: ReadonlySet<ModuleName>): Promise<SsrBundle | null> {
  const file = ssrBundlePath(webRoot);
  if (!existsSync(file)) return null;
  globalThis.bayanServerModules = [...modules].join(',');
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}
