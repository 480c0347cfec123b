import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useTranslation } from 'react-i18next';
import { CoordinateFields } from './coordinate-fields';
import { MapLoadBoundary } from './map-load-boundary';
import type { MapPosition } from './map-position';
import { useMapTiles, type MapTiles } from './map-tiles';
import { useGeolocation } from './use-geolocation';
import './map-picker-namespace';

const MyLocationIcon = createSvgIcon(
  <path d="M12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m8.94 3A8.99 8.99 0 0 0 13 3.06V1h-2v2.06A8.99 8.99 0 0 0 3.06 11H1v2h2.06A8.99 8.99 0 0 0 11 20.94V23h2v-2.06A8.99 8.99 0 0 0 20.94 13H23v-2zM12 19c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7" />,
  'MyLocation',
);

// Leaflet and its CSS: a chunk of their own, fetched when a picker first renders.
const LeafletMap = lazy(() => import('./leaflet-map'));

export interface MapPickerProps {
  /** The pin (WGS 84, six decimals), or null when none is placed. */
  value: MapPosition | null;
  /** The pin placed, moved (map, arrows, typed, "my position") or removed (null). */
  onChange: (position: MapPosition | null) => void;
  /**
   * The tile layer; by default the server's (public settings `mapTiles`), null for the blank,
   * request-free layer.
   */
  tiles?: MapTiles | null;
  /** The map's height in pixels (320 by default). */
  height?: number;
  disabled?: boolean;
}

/**
 * A map to drop a pin on (a national address's location), with a "my position" button and the
 * position typed beside it. Leaflet comes lazily; if it fails to load, the picker says so and
 * keeps the typed position and the button.
 */
export function MapPicker({ value, onChange, tiles: given, height = 320, disabled }: MapPickerProps) {
  const { t } = useTranslation('mapPicker');
  const configured = useMapTiles();
  const tiles = given === undefined ? (configured ?? null) : given;
  const { locate, locating, problem } = useGeolocation(onChange);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <MapLoadBoundary
        fallback={
          <Typography role="alert" color="warning.main" variant="body2">
            {t('mapFailed')}
          </Typography>
        }
      >
        <Suspense
          fallback={
            <Box
              role="status"
              sx={{ height, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('loading')}
              </Typography>
            </Box>
          }
        >
          <LeafletMap
            value={value}
            onChange={(position) => !disabled && onChange(position)}
            tiles={tiles}
            mapLabel={t('map')}
            pinLabel={t('pin')}
            height={height}
          />
        </Suspense>
      </MapLoadBoundary>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<MyLocationIcon />}
          onClick={locate}
          disabled={disabled || locating}
          aria-describedby={problem ? 'map-picker-problem' : undefined}
        >
          {locating ? t('locating') : t('myPosition')}
        </Button>
        {value && (
          <Button variant="text" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
            {t('clear')}
          </Button>
        )}
      </Box>
      {problem && (
        <Typography id="map-picker-problem" role="alert" color="error" variant="body2">
          {t(problem)}
        </Typography>
      )}
      <CoordinateFields value={value} onChange={onChange} disabled={disabled} />
    </Box>
  );
}
