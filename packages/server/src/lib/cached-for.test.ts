import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for.js';
import { FakeClock } from './clock.js';

describe('cachedFor', () => {
  it('keeps an answer for its time, shares one load between callers, and forgets a failure', async () => {
    const clock = new FakeClock();
    let loads = 0;
    let fail = false;
    const get = cachedFor(1000, clock, async () => {
      loads += 1;
      if (fail) throw new Error('down');
      return loads;
    });
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock.advance(999);
    expect(await get()).toBe(1);
    clock.advance(1);
    fail = true;
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe(3);
    expect(loads).toBe(3);
  });
});
