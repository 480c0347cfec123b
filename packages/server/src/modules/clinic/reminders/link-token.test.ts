import { describe, expect, it } from 'vitest';
import { issueLinkToken, readLinkToken, tokenHash } from './link-token.js';

const SECRET = 'a-secret-that-is-long-enough-for-hmac-0123456789';
const claims = { appointment: 'abcDEF123', action: 'cancel' as const, expiresAt: new Date('2026-12-01T07:00:00Z') };

describe('reminder link tokens', () => {
  it('reads back what it signed, and two tokens for the same claims differ', () => {
    const token = issueLinkToken(SECRET, claims);
    expect(readLinkToken(SECRET, token)).toEqual(claims);
    expect(issueLinkToken(SECRET, claims)).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a changed payload or signature, another secret, and anything not a token', () => {
    const token = issueLinkToken(SECRET, claims);
    const [payload, signature] = token.split('.') as [string, string];
    // The cancel link made a confirm one: the action's letter changed, the signature kept.
    const forged = `c${payload.slice(1)}`;
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flip(signature)}`,
      `${flip(payload)}.${signature}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      'not-a-token',
      '',
    ]) {
      expect(readLinkToken(SECRET, bad), bad).toBeUndefined();
    }
    expect(readLinkToken('another-secret-that-is-long-enough-0123456789', token)).toBeUndefined();
  });

  it('is short enough for a path parameter and an SMS, and signs only claims it can carry', () => {
    expect(issueLinkToken(SECRET, claims).length).toBeLessThanOrEqual(100);
    expect(() => issueLinkToken(SECRET, { ...claims, appointment: 'a.b' })).toThrow();
  });
});
