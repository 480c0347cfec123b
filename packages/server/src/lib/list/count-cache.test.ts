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
