import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

const TOKEN = 'Qm9vbS10aGlzLWlzLWEtMjU2LWJpdC10b2tlbi0wMTIz';

describe('redactUrl', () => {
  it('replaces the secret path segments and query values, and keeps the rest', () => {
    expect(redactUrl(`/api/auth/reset-password/${TOKEN}`)).toBe('/api/auth/reset-password/[redacted]');
    expect(redactUrl(`/reset-password/short-one?x=1`)).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl(`/undo/abc`)).toBe('/undo/[redacted]');
    expect(redactUrl(`/api/users/undo-change/short`)).toBe('/api/users/undo-change/[redacted]');
    expect(redactUrl(`/reset?token=${TOKEN}`)).toBe('/reset?token=[redacted]');
    expect(redactUrl(`/account-verification?lang=ar&token=abc`)).toBe('/account-verification?lang=ar&token=[redacted]');
    expect(redactUrl(`/api/x?access_token=a&refresh_token=b&otp=123456&q=name`)).toBe(
      '/api/x?access_token=[redacted]&refresh_token=[redacted]&otp=[redacted]&q=name',
    );
    expect(redactUrl(`/api/files/${TOKEN}`)).toBe('/api/files/[redacted]');
    expect(redactUrl(`/api/x?next=${TOKEN}`)).toBe('/api/x?next=[redacted]');
    expect(redactUrl('/api/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('/api/x?t=[redacted]');
  });

  it('keeps public ids, page numbers and searches', () => {
    expect(redactUrl('/api/users/AbCdEfGhIjKlMnOpQrStUv')).toBe('/api/users/AbCdEfGhIjKlMnOpQrStUv');
    expect(redactUrl('/api/names?page=2&search=%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86')).toBe(
      '/api/names?page=2&search=%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86',
    );
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
