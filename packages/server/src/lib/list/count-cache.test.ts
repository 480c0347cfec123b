import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache.js';

describe('CountCache', () => {
  it('remembers a total until its time is up', () => {
    let now = 0;
    const cache = new CountCache(1_000, 10, () => now);
    cache.set('names', 'q=a', 5);
    expect(cache.get('names', 'q=a')).toBe(5);
    expect(cache.get('names', 'q=b')).toBeUndefined();
    now = 1_000;
    expect(cache.get('names', 'q=a')).toBeUndefined();
  });

  it('forgets a table at once when it is written to', () => {
    const cache = new CountCache();
    cache.set('names', '', 99);
    cache.set('users', '', 7);
    cache.invalidate('names');
    expect(cache.get('names', '')).toBeUndefined();
    expect(cache.get('users', '')).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new CountCache(60_000, 2);
    cache.set('t', 'a', 1);
    cache.set('t', 'b', 2);
    cache.set('t', 'c', 3);
    expect(cache.get('t', 'a')).toBeUndefined();
    expect(cache.get('t', 'c')).toBe(3);
  });
});

describe('CountCache.read (issue 33: no recount stampede)', () => {
  /** A count that waits until released, and how many were started. */
  function slowCount(value: number) {
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const count = async () => {
      started += 1;
      await gate;
      return value;
    };
    return { count, release, started: () => started };
  }

  it('counts once for many requests asking at the same time', async () => {
    const cache = new CountCache();
    const slow = slowCount(42);
    const waiting = Array.from({ length: 10 }, () => cache.read('names', '', slow.count));
    slow.release();
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(42));
    expect(slow.started()).toBe(1);
    expect(cache.get('names', '')).toBe(42);
  });

  it('answers an expired total at once while one request counts again, then the new one', async () => {
    let now = 0;
    const cache = new CountCache(1_000, 10, () => now, 5_000);
    await cache.read('names', '', () => Promise.resolve(7));
    now = 1_500;
    const slow = slowCount(8);
    expect(await Promise.all([cache.read('names', '', slow.count), cache.read('names', '', slow.count)])).toEqual([
      7, 7,
    ]);
    expect(slow.started()).toBe(1);
    slow.release();
    await expect.poll(() => cache.get('names', '')).toBe(8);
  });

  it('counts afresh past the stale window, and after a write', async () => {
    let now = 0;
    const cache = new CountCache(1_000, 10, () => now, 5_000);
    await cache.read('names', '', () => Promise.resolve(7));
    now = 7_000;
    expect(await cache.read('names', '', () => Promise.resolve(9))).toBe(9);
    cache.invalidate('names');
    expect(await cache.read('names', '', () => Promise.resolve(10))).toBe(10);
  });

  it('lets a failed count fail its requests and the next one count again', async () => {
    const cache = new CountCache();
    await expect(cache.read('names', '', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('names', '', () => Promise.resolve(3))).toBe(3);
  });
});
