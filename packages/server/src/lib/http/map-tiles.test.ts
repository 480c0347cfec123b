import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp } from '../../test/test-app.js';
import { isTileTemplate, OSM_TILES, tileImageSources } from './map-tiles.js';

const imgSrc = (csp: string | undefined) => /img-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ');

describe('the map tiles setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  it('is OpenStreetMap’s with its credit by default, and none (a blank layer) in tests or when asked', () => {
    expect(loadConfig({}).mapTiles).toEqual(OSM_TILES);
    expect(loadConfig({ NODE_ENV: 'test' }).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.sa/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' })
        .mapTiles,
    ).toEqual({ url: 'https://{s}.tiles.example.sa/{z}/{x}/{y}.png', attribution: '© Example' });
  });

  it('refuses a template that is not an http(s) URL with {z}, {x} and {y}', () => {
    for (const url of [
      'tiles.example.sa/{z}/{x}/{y}.png',
      'https://tiles.example.sa/{z}/{x}.png',
      'javascript:{z}{x}{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
    }
    expect(isTileTemplate('https://{a}.example.sa/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileTemplate('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe(true);
  });

  it('allows the tile server’s images and nothing more in the CSP', () => {
    expect(tileImageSources(null)).toEqual([]);
    expect(tileImageSources(OSM_TILES)).toEqual(['https://tile.openstreetmap.org']);
    expect(tileImageSources({ url: 'https://{s}.tiles.example.sa:8443/{z}/{x}/{y}.png', attribution: '' })).toEqual([
      'https://*.tiles.example.sa:8443',
    ]);
  });

  it('reaches the public settings and the Content-Security-Policy of the running server', async () => {
    const blank = await createTestApp();
    try {
      const res = await blank.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(res.json().mapTiles).toBeNull();
      expect(imgSrc(res.headers['content-security-policy'] as string)).toEqual(["'self'", 'data:', 'blob:']);
    } finally {
      await blank.close();
    }
    const osm = await createTestApp({ MAP_TILE_URL: OSM_TILES.url });
    try {
      const res = await osm.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(res.json().mapTiles).toEqual(OSM_TILES);
      const csp = res.headers['content-security-policy'] as string;
      expect(imgSrc(csp)).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      // Images only: scripts, styles and connections stay on this origin.
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await osm.close();
    }
  });
});
