import type { MapTiles } from '@bayan/shared';
import { usePublicSettings } from '../../hooks/use-public-settings';

export type { MapTiles };

/**
 * The tile layer the server names in its public settings (`mapTiles`, from MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION: OpenStreetMap's unless configured), null for the blank layer (no network:
 * tests, offline installations), undefined until the settings are read.
 */
export function useMapTiles(): MapTiles | null | undefined {
  const settings = usePublicSettings();
  return settings && (settings.mapTiles ?? null);
}
