import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, type PublicSettings } from '@bayan/shared';
import { fill, renderPage } from '../../test/render';
import { server } from '../../test/server';
import { MapPicker } from './map-picker';
import type { MapPosition } from './map-position';

/** The picker and, beside it, the position its form holds. */
function Form({ initial = null, fromServer = false }: { initial?: MapPosition | null; fromServer?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MapPicker value={value} onChange={setValue} {...(fromServer ? {} : { tiles: null })} />
      <output aria-label="pin">{value ? `${value.latitude},${value.longitude}` : 'none'}</output>
    </>
  );
}

const pin = () => screen.getByRole('status', { name: 'pin' });
const mapReady = () => screen.findByRole('application', { name: /^Map: click or press Enter/ }, { timeout: 10_000 });

/** The browser's geolocation as a page sees it: answers `getCurrentPosition` with `answer`. */
function browserGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const geolocation = { getCurrentPosition: vi.fn(answer) };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation }));
  return geolocation;
}
const positionError = (code: number) =>
  ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

afterEach(() => vi.unstubAllGlobals());

describe('MapPicker', () => {
  it('draws the map with the blank layer: no tile is requested', async () => {
    const { container } = await renderPage(<Form />, { language: 'en' });
    const map = await mapReady();
    expect(map).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(container.querySelectorAll('.bayan-blank-tile').length).toBeGreaterThan(0));
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws the tiles the server names in its public settings, with their credit', async () => {
    const tiles = { url: 'https://tiles.example.sa/{z}/{x}/{y}.png', attribution: '© Example tiles' };
    const settings: PublicSettings = {
      siteName: 'بيان',
      defaultLanguage: 'ar',
      homePage: 'names',
      registrationOpen: true,
      otpRequiredAtSignup: false,
      contactEmail: null,
      contactPhone: null,
      mapTiles: tiles,
    };
    server.use(http.get(API_ROUTES['settings.public'].path, () => HttpResponse.json(settings)));
    const { container } = await renderPage(<Form fromServer />, { language: 'en' });
    await mapReady();
    await waitFor(() =>
      expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
        /^https:\/\/tiles\.example\.sa\/11\/\d+\/\d+\.png$/,
      ),
    );
    expect(screen.getByText('© Example tiles')).toBeInTheDocument();
    expect(container.querySelector('.bayan-blank-tile')).toBeNull();
  });

  it('drops the pin where "my position" is, when the browser shares it', async () => {
    const geolocation = browserGeolocation((ok) =>
      ok({ coords: { latitude: 21.4224779, longitude: 39.8251832 } } as GeolocationPosition),
    );
    const { user } = await renderPage(<Form />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'My position' }));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    expect(pin()).toHaveTextContent('21.422478,39.825183');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('21.422478');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the position is refused, and the rest stays usable', async () => {
    browserGeolocation((_ok, fail) => fail(positionError(1)));
    const { user } = await renderPage(<Form />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'My position' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/did not share your position/);
    expect(pin()).toHaveTextContent('none');
    await fill(user, screen.getByRole('textbox', { name: 'Latitude' }), '24.7136');
    await fill(user, screen.getByRole('textbox', { name: 'Longitude' }), '46.6753');
    await user.keyboard('{Enter}');
    expect(pin()).toHaveTextContent('24.7136,46.6753');
  });

  it('says so when the position cannot be found, or the browser has no geolocation', async () => {
    browserGeolocation((_ok, fail) => fail(positionError(3)));
    const { user, unmount } = await renderPage(<Form />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'My position' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be found/);
    unmount();
    vi.stubGlobal('navigator', Object.create(navigator, { geolocation: { value: undefined } }));
    const second = await renderPage(<Form />);
    await second.user.click(screen.getByRole('button', { name: 'موقعي' }));
    expect(screen.getByRole('alert')).toHaveTextContent('لا يستطيع هذا المتصفح مشاركة موقعك');
  });

  it('takes the position typed in Arabic-Indic digits, and names a latitude out of range', async () => {
    const { user } = await renderPage(<Form />);
    await fill(user, screen.getByRole('textbox', { name: 'خط العرض' }), '٢٤٫٧١٣٦');
    await fill(user, screen.getByRole('textbox', { name: 'خط الطول' }), '٤٦٫٦٧٥٣');
    await user.tab();
    expect(pin()).toHaveTextContent('24.7136,46.6753');
    expect(screen.getByRole('textbox', { name: 'خط العرض' })).toHaveValue('٢٤٫٧١٣٦');
    await user.clear(screen.getByRole('textbox', { name: 'خط العرض' }));
    await user.type(screen.getByRole('textbox', { name: 'خط العرض' }), '95');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'خط العرض' })).toHaveAccessibleDescription('خط العرض بين سالب ٩٠ و٩٠.');
    expect(pin()).toHaveTextContent('24.7136,46.6753');
  });

  it('drops the pin at the map’s centre with Enter (Riyadh when nothing is chosen)', async () => {
    const { user } = await renderPage(<Form />, { language: 'en' });
    const map = await mapReady();
    map.focus();
    await user.keyboard('{Enter}');
    expect(pin()).toHaveTextContent('24.7136,46.6753');
    expect(await screen.findByRole('button', { name: 'The pin: move it with the arrow keys' })).toBeInTheDocument();
  });

  it('moves the pin with the arrow keys: up is north, right is east', async () => {
    const { user } = await renderPage(<Form initial={{ latitude: 24.7136, longitude: 46.6753 }} />, {
      language: 'en',
    });
    await mapReady();
    const marker = await screen.findByRole('button', { name: 'The pin: move it with the arrow keys' });
    marker.focus();
    await user.keyboard('{ArrowUp}');
    const [north, east] = pin().textContent!.split(',').map(Number) as [number, number];
    expect(north).toBeGreaterThan(24.7136);
    expect(east).toBe(46.6753);
    await user.keyboard('{ArrowRight}');
    const [, further] = pin().textContent!.split(',').map(Number) as [number, number];
    expect(further).toBeGreaterThan(46.6753);
  });

  it('writes a position it was given in the page’s digits and decimal separator', async () => {
    await renderPage(<Form initial={{ latitude: 24.7136, longitude: 46.6753 }} />);
    expect(screen.getByRole('textbox', { name: 'خط العرض' })).toHaveValue('٢٤٫٧١٣٦');
    expect(screen.getByRole('textbox', { name: 'خط الطول' })).toHaveAttribute('dir', 'ltr');
  });

  it('removes the pin', async () => {
    const { user } = await renderPage(<Form initial={{ latitude: 24.7136, longitude: 46.6753 }} />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Remove the pin' }));
    expect(pin()).toHaveTextContent('none');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  });
});
