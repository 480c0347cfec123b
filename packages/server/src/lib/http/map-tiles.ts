import type { MapTiles } from '@bayan/shared';

/** OpenStreetMap's standard tiles and the credit their usage policy asks for: the default layer. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** MAP_TILE_URL's value for the blank layer (no tile requests at all). */
export const NO_TILES = 'none';

/**
 * Whether a tile URL template is usable: http(s), with {z}, {x} and {y}, a host that may hold a
 * {s} subdomain and nothing else in braces there (it becomes the CSP's image origin).
 */
export function isTileTemplate(template: string): boolean {
  const match = /^(https?):\/\/([^/?#]+)(\/[^#]*)$/.exec(template);
  if (!match) return false;
  const [, , host, rest] = match as unknown as [string, string, string, string];
  const hostOk = /^(\{s\}\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host);
  return hostOk && ['{z}', '{x}', '{y}'].every((part) => rest.includes(part));
}

/**
 * The CSP image source that lets the map load the template's tiles and nothing more: its scheme
 * and host, a `{s}` subdomain as a wildcard (https://*.tile.example.org); none for the blank layer.
 */
export function tileImageSources(tiles: MapTiles | null): string[] {
  if (!tiles) return [];
  const origin = /^(https?:\/\/[^/?#]+)/.exec(tiles.url)?.[1];
  return origin ? [origin.replace('{s}.', '*.')] : [];
}
