import { MODULES, MODULES_META, parseModules, type ModuleName } from '@bayan/shared';

/** Set by the server before it loads the server rendering's bundle (server plugins/web-render.ts). */
declare global {
  var bayanServerModules: string | undefined;
}

/**
 * PRODUCT §1: which business modules this server runs, read once from the page it served
 * (`<meta name="bayan-modules">`), or in the server rendering from what the server set. Without
 * either (the Vite dev server, unit tests) all are on.
 */
function readModules(): ReadonlySet<ModuleName> {
  const meta = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${MODULES_META}"]`);
  const content = meta?.getAttribute('content') ?? globalThis.bayanServerModules;
  return new Set(content === null || content === undefined ? MODULES : parseModules(content));
}

const enabled = readModules();

export const moduleOn = (name: ModuleName): boolean => enabled.has(name);
