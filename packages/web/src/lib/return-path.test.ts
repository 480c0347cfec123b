import { describe, expect, it } from 'vitest';
import { loginThenBack, returnPath } from './return-path';

describe('returnPath', () => {
  it('comes back to a path of this site', () => {
    expect(returnPath(loginThenBack('/campaigns?x=1').replace('/login', ''))).toBe('/campaigns?x=1');
    expect(returnPath('')).toBeNull();
  });

  it('never leaves the site', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(returnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
  });
});
