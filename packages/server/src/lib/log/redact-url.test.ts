import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrlsIn } from './redact-url.js';

const TOKEN = 'Qm9vbS10aGlzLWlzLWEtMjU2LWJpdC10b2tlbi0wMTIz';
const PUBKEY = 'AbCdEfGhIjKlMnOpQrStUv';
const ARABIC = encodeURIComponent('محمد العتيبي');

describe('redactUrl', () => {
  it('replaces the secret path segments', () => {
    expect(redactUrl(`/api/auth/reset-password/${TOKEN}`)).toBe('/api/auth/reset-password/[redacted]');
    expect(redactUrl(`/reset-password/short-one?x=1`)).toBe('/reset-password/[redacted]?x');
    expect(redactUrl(`/undo/abc`)).toBe('/undo/[redacted]');
    expect(redactUrl(`/api/users/undo-change/short`)).toBe('/api/users/undo-change/[redacted]');
    expect(redactUrl(`/api/appointment-links/short`)).toBe('/api/appointment-links/[redacted]');
    expect(redactUrl(`/api/calendar-feeds/${TOKEN}.ics`)).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl(`/api/verify/abc123`)).toBe('/api/verify/[redacted]');
    expect(redactUrl(`/api/files/${TOKEN}`)).toBe('/api/files/[redacted]');
    expect(redactUrl('/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/x/0123456789abcdef0123456789abcdef')).toBe('/api/x/[redacted]');
  });

  it('keeps the names of the query parameters and never a value, secret or not', () => {
    expect(redactUrl(`/reset?token=${TOKEN}`)).toBe('/reset?token');
    expect(redactUrl(`/account-verification?lang=ar&token=abc`)).toBe('/account-verification?lang&token');
    expect(redactUrl('/api/users?q=1012345672&page=2&limit=10')).toBe('/api/users?q&page&limit');
    expect(redactUrl('/api/outbox?recipient=%2B966501234567')).toBe('/api/outbox?recipient');
    expect(redactUrl(`/api/patients?q=${ARABIC}&ageMin=30&gender=MALE`)).toBe('/api/patients?q&ageMin&gender');
    expect(redactUrl('/api/names?page=2&search=%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86')).toBe('/api/names?page&search');
    expect(redactUrl('/api/x?ids%5B%5D=1&ids%5B%5D=2&flag&=orphan&&')).toBe('/api/x?ids[]&ids[]&flag&[redacted]');
    expect(redactUrl('/api/x?')).toBe('/api/x');
  });

  it('redacts a query "name" that is a value itself', () => {
    expect(redactUrl('/api/users?1012345672')).toBe('/api/users?[redacted]');
    expect(redactUrl(`/api/users?${ARABIC}=1&q=x`)).toBe('/api/users?[redacted]&q');
    expect(redactUrl('/api/users?a%40b.org&%2B966501234567=1')).toBe('/api/users?[redacted]&[redacted]');
    expect(redactUrl('/api/users?%E0%A4%A=1')).toBe('/api/users?[redacted]');
    expect(redactUrl(`/api/users?${'a'.repeat(41)}=1`)).toBe('/api/users?[redacted]');
  });

  it('keeps public ids, serial ids, route words and built assets in the path', () => {
    expect(redactUrl(`/api/users/${PUBKEY}`)).toBe(`/api/users/${PUBKEY}`);
    expect(redactUrl(`/api/endowments/${PUBKEY}/attachments/${PUBKEY}`)).toBe(
      `/api/endowments/${PUBKEY}/attachments/${PUBKEY}`,
    );
    expect(redactUrl(`/api/endowments/${PUBKEY}/document.pdf`)).toBe(`/api/endowments/${PUBKEY}/document.pdf`);
    expect(redactUrl('/v1/api/names/42')).toBe('/v1/api/names/42');
    expect(redactUrl('/api/users/me/undo_x')).toBe('/api/users/me/undo_x');
    expect(redactUrl('/assets/Tooltip-B--d82TY.js')).toBe('/assets/Tooltip-B--d82TY.js');
    expect(redactUrl('/dashboard/endowments/invitations')).toBe('/dashboard/endowments/invitations');
    expect(redactUrl('/')).toBe('/');
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('redacts personal data where an id or a word belongs', () => {
    expect(redactUrl('/api/users/1012345672')).toBe('/api/users/[redacted]');
    expect(redactUrl('/api/patients/0501234567')).toBe('/api/patients/[redacted]');
    expect(redactUrl('/api/patients/%2B966501234567/file')).toBe('/api/patients/[redacted]/file');
    expect(redactUrl(`/api/patients/${ARABIC}`)).toBe('/api/patients/[redacted]');
    expect(redactUrl('/api/users/someone@example.org')).toBe('/api/users/[redacted]');
    expect(redactUrl('/api/users/Ahmed')).toBe('/api/users/[redacted]');
  });
});

describe('redactUrlsIn', () => {
  it('redacts the URLs with a query that a message names, and leaves the rest of the text', () => {
    expect(redactUrlsIn('Route GET:/api/users?q=1012345672&page=1 not found')).toBe(
      'Route GET:/api/users?q&page not found',
    );
    expect(redactUrlsIn('did you forget to "return reply" in "/api/outbox?recipient=+966501234567" (GET)?')).toBe(
      'did you forget to "return reply" in "/api/outbox?recipient" (GET)?',
    );
    expect(redactUrlsIn('Failed query: select 1 where a = $1\nparams: [redacted]')).toBe(
      'Failed query: select 1 where a = $1\nparams: [redacted]',
    );
    expect(redactUrlsIn('is it /api/users?')).toBe('is it /api/users');
  });
});
