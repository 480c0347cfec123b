import { MODULES, MODULES_META, parseModules, type ModuleName } from '@bayan/shared';

/**
 * PRODUCT §1: which business modules this server runs, read once from the page it served
 * (`<meta name="bayan-modules">`). Without the tag (the Vite dev server, unit tests) all are on.
 */
function readModules(): ReadonlySet<ModuleName> {
  const meta = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${MODULES_META}"]`);
  const content = meta?.getAttribute('content');
  return new Set(content === null || content === undefined ? MODULES : parseModules(content));
}

const enabled = readModules();

export const moduleOn = (name: ModuleName): boolean => enabled.has(name);
