import { auditActions } from '../audit/audit-definition.js';
import type { CalendarFeed } from './calendar-feed-contract.js';

export const CALENDAR_FEED_AUDIT_ACTIONS = auditActions({
  'calendar_feed.issue': { entity: 'calendar_feed', label: { ar: 'أُنشئ رابط تقويم', en: 'Calendar link issued' } },
  'calendar_feed.revoke': { entity: 'calendar_feed', label: { ar: 'أُوقف رابط تقويم', en: 'Calendar link turned off' } },
});

export interface CalendarFeedAuditPayloads {
  /** `before` is the feed whose link stopped working, when one was on (a rotation). */
  'calendar_feed.issue': { before?: CalendarFeed; after: CalendarFeed };
  'calendar_feed.revoke': { before: CalendarFeed };
}
