// The notification list's and stream's wire names, apart from the schemas: the dashboard's first
// load reads them and carries no zod (issue 14).

/** Pagination of the notification list travels in these headers (spec §3), exposed to the browser. */
export const NOTIFICATION_PAGINATION_HEADERS = [
  'x-pagination-count',
  'x-pagination-page',
  'x-pagination-total',
] as const;

/** The server-sent event name of a new notification on GET /api/notifications/stream. */
export const NOTIFICATION_STREAM_EVENT = 'notification';
