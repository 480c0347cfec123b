import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks.js';

describe('advisory lock keys', () => {
  it('are distinct, so no two jobs wait on each other', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
