import { describe, expect, it } from 'vitest';
import { bookingLink, readBookingChoice } from './booking-link';
import { loginThenTo, RETURN_TO, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a dashboard page with its query', () => {
    expect(safeReturnTo('/dashboard/book-appointment?doctor=a&start=2026-12-01T09%3A00%3A00%2B03%3A00')).toBe(
      '/dashboard/book-appointment?doctor=a&start=2026-12-01T09%3A00%3A00%2B03%3A00',
    );
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
  });

  it('keeps a public page that asked for an account', () => {
    expect(safeReturnTo('/campaigns')).toBe('/campaigns');
    expect(safeReturnTo(new URL(loginThenTo('/campaigns?x=1'), 'https://x.test').searchParams.get(RETURN_TO))).toBe(
      '/campaigns?x=1',
    );
  });

  it.each([
    ['another site', 'https://evil.example/dashboard'],
    ['a protocol-relative link', '//evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example/dashboard'],
    ['the login page itself', '/login?returnTo=%2Fdashboard'],
    ['a relative path', 'dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', null],
    ['empty', ''],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('a booking carried through the login', () => {
  it('comes back whole from the login link', () => {
    const choice = { doctor: 'doc-1', type: 'type-1', start: '2026-12-01T09:00:00+03:00' };
    const login = new URL(loginThenTo(bookingLink(choice)), 'https://x.test');
    const back = safeReturnTo(login.searchParams.get(RETURN_TO));
    expect(back).not.toBeNull();
    expect(readBookingChoice(new URL(back!, 'https://x.test').searchParams)).toEqual(choice);
  });

  it('is no choice when a part is missing or the start is no time', () => {
    expect(readBookingChoice(new URLSearchParams('doctor=a&type=b'))).toBeNull();
    expect(readBookingChoice(new URLSearchParams('doctor=a&type=b&start=soon'))).toBeNull();
  });
});
