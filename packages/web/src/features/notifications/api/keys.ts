/** Query keys of the inbox: invalidating `all` re-reads both the count and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};
