import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.js';

/** A render the test finishes when it wants, counting how many were started. */
function renders() {
  const started: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const produce = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, produce };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the rendered pages kept for a few seconds', () => {
  it('renders a page once for the visitors who ask at the same moment, and again once it is old', async () => {
    let time = 1000;
    const cache = createRenderCache<string>({ ttlMs: 5000, maxEntries: 10, now: () => time });
    const { started, produce } = renders();
    const first = cache.get('ar /home', produce);
    const second = cache.get('ar /home', produce);
    expect(started).toHaveLength(1);
    started[0]!.resolve('<p>home</p>');
    expect(await Promise.all([first, second])).toEqual(['<p>home</p>', '<p>home</p>']);
    await settle();

    time = 6000;
    expect(await cache.get('ar /home', produce)).toBe('<p>home</p>');
    expect(started).toHaveLength(1);
    time = 6001;
    void cache.get('ar /home', produce);
    expect(started).toHaveLength(2);
  });

  it('keeps each address and language apart', async () => {
    const cache = createRenderCache<string>({ ttlMs: 5000, maxEntries: 10 });
    const { started, produce } = renders();
    void cache.get('ar /home', produce);
    void cache.get('en /home', produce);
    void cache.get('ar /home?q=x', produce);
    expect(started).toHaveLength(3);
  });

  it('forgets everything on clear(), and does not keep a render that began before it', async () => {
    const cache = createRenderCache<string>({ ttlMs: 5000, maxEntries: 10 });
    const { started, produce } = renders();
    void cache.get('ar /doctors/x', produce);
    const before = cache.get('ar /doctors/x', produce);
    cache.clear();
    started[0]!.resolve('before the booking');
    expect(await before).toBe('before the booking');
    await settle();
    const after = cache.get('ar /doctors/x', produce);
    expect(started).toHaveLength(2);
    started[1]!.resolve('after the booking');
    expect(await after).toBe('after the booking');
    await settle();
    expect(await cache.get('ar /doctors/x', produce)).toBe('after the booking');
    expect(started).toHaveLength(2);
  });

  it('does not keep a failed render', async () => {
    const cache = createRenderCache<string>({ ttlMs: 5000, maxEntries: 10 });
    const { started, produce } = renders();
    const failed = cache.get('ar /home', produce);
    started[0]!.reject(new Error('the API did not answer'));
    await expect(failed).rejects.toThrow('the API did not answer');
    await settle();
    void cache.get('ar /home', produce);
    expect(started).toHaveLength(2);
  });

  it('drops the oldest page past its size', async () => {
    const cache = createRenderCache<string>({ ttlMs: 5000, maxEntries: 2 });
    let count = 0;
    const produce = () => Promise.resolve(`page ${++count}`);
    for (const key of ['a', 'b', 'c']) await cache.get(key, produce);
    await settle();
    expect(await cache.get('c', produce)).toBe('page 3');
    expect(await cache.get('b', produce)).toBe('page 2');
    expect(await cache.get('a', produce)).toBe('page 4');
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createRenderCache<string>({ ttlMs: 0, maxEntries: 10 });
    const { started, produce } = renders();
    void cache.get('ar /home', produce);
    void cache.get('ar /home', produce);
    expect(started).toHaveLength(2);
  });
});
