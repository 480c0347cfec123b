import type { Notification } from '@bayan/shared';

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** An ISO moment in UTC, as the server writes `createdAt` (zod's `z.iso.datetime()`). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A pushed notification's shape (the shared `notificationSchema`), checked without zod: the live
 * stream opens with the dashboard's first load, which carries no validation library (issue 14).
 */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof Notification, unknown>;
  return (
    isInteger(item.id) &&
    isString(item.title) &&
    isString(item.description) &&
    (item.link === null || isString(item.link)) &&
    typeof item.seen === 'boolean' &&
    isString(item.createdAt) &&
    ISO_MOMENT.test(item.createdAt) &&
    !Number.isNaN(Date.parse(item.createdAt))
  );
}
