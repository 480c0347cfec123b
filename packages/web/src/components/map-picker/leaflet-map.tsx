import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { blankTiles } from './blank-tiles';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PIN_ZOOM, roundCoordinate, type MapPosition } from './map-position';
import type { MapTiles } from './map-tiles';

export interface LeafletMapProps {
  value: MapPosition | null;
  onChange: (position: MapPosition) => void;
  /** null: the blank layer. */
  tiles: MapTiles | null;
  /** The map's and the pin's accessible names. */
  mapLabel: string;
  pinLabel: string;
  height: number;
}

/** How far an arrow key moves the pin, in screen pixels (whatever the zoom). */
const STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -STEP_PX],
  ArrowDown: [0, STEP_PX],
  ArrowLeft: [-STEP_PX, 0],
  ArrowRight: [STEP_PX, 0],
};

/** The pin, drawn as an SVG in the page (no image request, nothing the CSP must allow). */
const PIN = L.divIcon({
  className: 'bayan-map-pin',
  html: '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="#c62828" stroke="#fff" stroke-width="1.2" d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5"/></svg>',
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

const toLatLng = ({ latitude, longitude }: MapPosition) => L.latLng(latitude, longitude);
const toPosition = ({ lat, lng }: L.LatLng): MapPosition => ({
  latitude: roundCoordinate(lat),
  longitude: roundCoordinate(L.Util.wrapNum(lng, [-180, 180], true)),
});

/**
 * Leaflet, loaded with this module only when a picker renders (its own chunk and CSS). A click,
 * or Enter on the focused map, drops the pin; the pin is dragged or moved with the arrow keys
 * (the map's own arrows pan it). Left to right whatever the page: a map has no reading direction.
 */
export default function LeafletMap({ value, onChange, tiles, mapLabel, pinLabel, height }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // The latest handler, for Leaflet's listeners bound once.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    const element = container.current!;
    const instance = L.map(element, {
      center: toLatLng(value ?? DEFAULT_CENTER),
      zoom: value ? PIN_ZOOM : DEFAULT_ZOOM,
      keyboard: true,
    });
    instance.attributionControl.setPrefix(false);
    map.current = instance;
    instance.on('click', (event: L.LeafletMouseEvent) => change.current(toPosition(event.latlng)));
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== element || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      change.current(toPosition(instance.getCenter()));
    };
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('keydown', onKey);
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; the value follows below
  }, []);

  useEffect(() => {
    const instance = map.current!;
    const layer = tiles ? L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }) : blankTiles();
    layer.addTo(instance);
    return () => void layer.remove();
  }, [tiles]);

  useEffect(() => {
    const instance = map.current!;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = toLatLng(value);
    if (!marker.current) {
      const pin = L.marker(at, { icon: PIN, draggable: true, keyboard: true, title: pinLabel, alt: pinLabel });
      pin.on('dragend', () => change.current(toPosition(pin.getLatLng())));
      pin.addTo(instance);
      const element = pin.getElement()!;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', pinLabel);
      element.addEventListener('keydown', (event) => {
        const step = ARROWS[event.key];
        if (!step) return;
        event.preventDefault();
        event.stopPropagation();
        // Projected at the current zoom without Leaflet's pixel rounding: up moves north only.
        const zoom = instance.getZoom();
        const point = instance.project(pin.getLatLng(), zoom).add(L.point(step));
        change.current(toPosition(instance.unproject(point, zoom)));
      });
      marker.current = pin;
    } else marker.current.setLatLng(at);
    if (!instance.getBounds().contains(at)) instance.setView(at, Math.max(instance.getZoom(), PIN_ZOOM));
  }, [value, pinLabel]);

  return (
    <Box
      ref={container}
      dir="ltr"
      role="application"
      aria-label={mapLabel}
      data-testid="map-picker-map"
      sx={{ height, width: '100%', borderRadius: 1, border: 1, borderColor: 'divider', zIndex: 0 }}
    />
  );
}
