import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues, loadCatalogues } from './add-catalogues';
import i18n from './instance';

/** A catalogue script holding `namespaces`, each with one word in both languages. */
const script = (namespaces: readonly string[]) => ({
  default: Object.fromEntries(
    namespaces.map((name) => [name, { ar: { word: `${name} بالعربية` }, en: { word: `${name} in English` } }]),
  ),
});
/** How a browser says a script did not arrive. */
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-namespaces-x1.js');

describe('catalogue reads through i18next (spec §9: 10 parallel reads, 5 retries, 350 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed read again 350 ms later, and again (twice as long) until it succeeds', async () => {
    let calls = 0;
    // Fails twice for each language (the first try and the first retry), then arrives.
    const load = vi.fn(() => (++calls <= 4 ? Promise.reject(offline()) : Promise.resolve(script(['retried']))));
    let done = false;
    const loaded = loadCatalogues(catalogues(load, 'retried')).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2); // ar and en, at once
    await vi.advanceTimersByTimeAsync(349);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4); // the first retry, 350 ms on: fails again
    await vi.advanceTimersByTimeAsync(699);
    expect([load.mock.calls.length, done]).toEqual([4, false]);
    await vi.advanceTimersByTimeAsync(1);
    await loaded;
    expect(load).toHaveBeenCalledTimes(6);
    expect(i18n.getResource('ar', 'retried', 'word')).toBe('retried بالعربية');
    expect(i18n.getResource('en', 'retried', 'word')).toBe('retried in English');
  });

  it('gives up after 5 retries, and tries again when asked again', async () => {
    const load = vi.fn((): Promise<ReturnType<typeof script>> => Promise.reject(offline()));
    const failed = loadCatalogues(catalogues(load, 'unreachable')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600 - 1);
    expect(load).toHaveBeenCalledTimes(2 * 5);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failed).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(2 * 6);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(12);

    load.mockImplementation(() => Promise.resolve(script(['unreachable'])));
    await loadCatalogues(catalogues(load, 'unreachable'));
    expect(i18n.getResource('en', 'unreachable', 'word')).toBe('unreachable in English');
  });

  it('reads no more than 10 at once, and each waiting read when one ends', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `parallel${index}`);
    let reading = 0;
    let most = 0;
    const ends: (() => void)[] = [];
    const load = vi.fn(
      () =>
        new Promise<ReturnType<typeof script>>((resolve) => {
          most = Math.max(most, ++reading);
          ends.push(() => {
            reading--;
            resolve(script(names));
          });
        }),
    );
    const loaded = loadCatalogues(catalogues(load, ...names));
    await vi.advanceTimersByTimeAsync(0);
    expect([load.mock.calls.length, reading]).toEqual([10, 10]); // of 24 reads (12 namespaces, 2 languages)
    ends.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect([load.mock.calls.length, reading]).toEqual([11, 10]);
    while (ends.length > 0) {
      ends.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    await loaded;
    expect([load.mock.calls.length, most]).toEqual([24, 10]);
    expect(names.every((name) => i18n.hasResourceBundle('ar', name) && i18n.hasResourceBundle('en', name))).toBe(true);
  });
});
