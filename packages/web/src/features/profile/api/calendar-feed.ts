import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type CalendarFeed, type CalendarFeedLink } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

const calendarFeedKey = ['calendar-feed'] as const;

/** Whether the caller's calendar feed is on; its link is only ever in the answer that made it. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(routePath(API_ROUTES['clinic.calendarFeed']), { signal }),
  });
}

/** Turns the feed on, or makes a new link (the old one stops at once); the answer carries the link this once. */
export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CalendarFeedLink>(routePath(API_ROUTES['clinic.issueCalendarFeed']), { method: 'POST' }),
    onSuccess: ({ enabled, kind, since }) =>
      queryClient.setQueryData<CalendarFeed>(calendarFeedKey, { enabled, kind, since }),
    meta: { successMessage: 'feedback.done.calendarLinkMade' },
  });
}

/** Turns the feed off: its link stops at once. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CalendarFeed>(routePath(API_ROUTES['clinic.revokeCalendarFeed']), { method: 'DELETE' }),
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeed>(calendarFeedKey, feed),
    meta: { successMessage: 'feedback.done.calendarLinkOff' },
  });
}
