import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { MapPicker } from './map-picker';

// The map's chunk fails to arrive (a lost connection, a deployment that removed it).
vi.mock('./leaflet-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('MapPicker without its map code', () => {
  it('says the map could not be loaded and keeps the typed position and "my position"', async () => {
    await renderPage(<MapPicker value={null} onChange={() => undefined} tiles={null} />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/The map could not be loaded/);
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'My position' })).toBeEnabled();
  });
});
