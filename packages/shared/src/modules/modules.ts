/**
 * PRODUCT.md §1: the business modules, each switched on or off by `BAYAN_MODULES`. A switched-off
 * module has no routes, no menu items and no API. The server tells the web app which are on in
 * the served page (`<meta name="bayan-modules">`), so the menu and routes are right before any call.
 */
export const MODULES = ['names', 'clinic', 'endowments'] as const;
export type ModuleName = (typeof MODULES)[number];

export const MODULES_META = 'bayan-modules';

/** The modules a `bayan-modules` meta content names, unknown words ignored. */
export function parseModules(content: string): ModuleName[] {
  const words = content.split(',').map((word) => word.trim());
  return MODULES.filter((name) => words.includes(name));
}
