import { notificationSchema } from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { isNotification } from './notification-guard';

const valid = {
  id: 7,
  title: 'موعد جديد',
  description: 'Booked',
  link: '/dashboard/appointments',
  seen: false,
  createdAt: '2026-11-26T09:30:00.000Z',
};

describe('isNotification', () => {
  const cases: [string, unknown][] = [
    ['a complete notification', valid],
    ['one without a link', { ...valid, link: null }],
    ['a fractional id', { ...valid, id: 1.5 }],
    ['a missing title', { ...valid, title: undefined }],
    ['a numeric description', { ...valid, description: 3 }],
    ['a link that is a number', { ...valid, link: 4 }],
    ['a seen flag as text', { ...valid, seen: 'false' }],
    ['a creation time that is not a date', { ...valid, createdAt: 'yesterday' }],
    ['a day without a time', { ...valid, createdAt: '2026-11-26' }],
    ['a time without seconds', { ...valid, createdAt: '2026-11-26T09:30Z' }],
    ['an impossible month', { ...valid, createdAt: '2026-13-26T09:30:00Z' }],
    ['null', null],
    ['a string', 'notification'],
  ];
  it.each(cases)('agrees with the shared schema on %s', (_, value) => {
    expect(isNotification(value)).toBe(notificationSchema.safeParse(value).success);
  });
});
