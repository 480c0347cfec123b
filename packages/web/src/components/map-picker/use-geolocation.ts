import { useState } from 'react';
import { roundCoordinate, type MapPosition } from './map-position';

/** Why the browser gave no position: refused by the person, not found, or no geolocation at all. */
export type GeolocationProblem = 'refused' | 'unavailable' | 'noGeolocation';

/**
 * The browser's position on demand ("my position"): `locate` asks once; the answer goes to
 * `onFound`, a failure to `problem` (cleared by the next try).
 */
export function useGeolocation(onFound: (position: MapPosition) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);

  const locate = () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setProblem('noGeolocation');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: roundCoordinate(coords.latitude), longitude: roundCoordinate(coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { locate, locating, problem };
}
