import L from 'leaflet';

/**
 * A tile layer drawn without any request: a pale square with a faint edge per tile, so the map,
 * its pin, zoom and keyboard work offline (tests, an installation without a tile server).
 */
class BlankTiles extends L.GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'bayan-blank-tile';
    tile.style.background = '#eef2f5';
    tile.style.boxShadow = 'inset 0 0 0 1px #dde3e8';
    return tile;
  }
}

export const blankTiles = (): L.GridLayer => new BlankTiles({ tileSize: 256 });
