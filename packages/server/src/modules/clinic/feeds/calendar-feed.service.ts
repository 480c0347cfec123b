import {
  CALENDAR_FEED_PAST_DAYS,
  type CalendarFeed,
  type CalendarFeedKind,
  type CalendarFeedLink,
  type Role,
} from '@bayan/shared';
import type { Caller, Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { qrSvg } from '../../../lib/qr-svg.js';
import { takeOrThrow } from '../../../lib/throttle/limit.js';
import { canSignIn } from '../../users/users.accounts.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { tokenHash } from '../reminders/link-token.js';
import type { CalendarFeedRow } from './calendar-feeds.table.js';
import { feedCalendar } from './feed-calendar.js';
import { newFeedToken, tokenOfFile } from './feed-token.js';

const DAY_MS = 86_400_000;

/** Feed fetches per client address: calendar apps poll every few minutes to hours; a shared office NAT has headroom. */
export const FEED_RATE = { limit: 60, windowMs: 60_000 };

const KIND_OF_ROLE: Partial<Record<Role, CalendarFeedKind>> = { DOCTOR: 'doctor', PATIENT: 'patient' };

/**
 * The caller's feed kind. An account has one role, and an appointment's patient is always a
 * PATIENT account (planBooking), so one account has one feed; the table is keyed by account and
 * kind all the same. The access map lets doctors and patients in (and the SUPERADMIN, refused here).
 */
function kindOf(role: Role): CalendarFeedKind {
  const kind = KIND_OF_ROLE[role];
  if (!kind) throw new AppError('CLINIC_FEED_NOT_FOR_ROLE');
  return kind;
}

const stateOf = (kind: CalendarFeedKind, row: CalendarFeedRow | undefined): CalendarFeed => ({
  enabled: row !== undefined,
  kind,
  since: row?.createdAt.toISOString() ?? null,
});

/** GET /api/calendar-feed: whether the caller's feed is on (its link is shown once, when made). */
export async function calendarFeedOf(deps: ClinicDeps, caller: Caller): Promise<CalendarFeed> {
  const kind = kindOf(caller.role);
  return stateOf(kind, await deps.repos.feeds.findOf(caller.accountId, kind));
}

/**
 * POST /api/calendar-feed: turns the feed on, or replaces its link (the old one stops at once); the
 * new link, its webcal:// form and a QR code of it, answered this once.
 */
export async function issueCalendarFeed(deps: ClinicDeps, caller: Caller): Promise<CalendarFeedLink> {
  const kind = kindOf(caller.role);
  const token = newFeedToken();
  const row = await deps.transact(async (repos, tx) => {
    const before = await repos.feeds.findOf(caller.accountId, kind);
    const after = await repos.feeds.put({
      userId: caller.accountId,
      kind,
      lang: caller.lang,
      tokenHash: tokenHash(token),
      createdAt: deps.clock.now(),
    });
    const entry = { action: 'calendar_feed.issue', entity: 'calendar_feed', entityId: caller.pubkey } as const;
    const change = { after: stateOf(kind, after), ...(before ? { before: stateOf(kind, before) } : {}) };
    await deps.audit.record(caller, { ...entry, ...change }, { tx });
    return after;
  });
  const https = `${deps.config.publicUrl}/api/calendar-feeds/${token}.ics`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return { enabled: true, kind, since: row.createdAt.toISOString(), https, webcal, qrSvg: qrSvg(webcal, 192) };
}

/** DELETE /api/calendar-feed: turns the feed off; its link stops at once. */
export async function revokeCalendarFeed(deps: ClinicDeps, caller: Caller): Promise<CalendarFeed> {
  const kind = kindOf(caller.role);
  await deps.transact(async (repos, tx) => {
    const removed = await repos.feeds.remove(caller.accountId, kind);
    if (!removed) return;
    const entry = { action: 'calendar_feed.revoke', entity: 'calendar_feed', entityId: caller.pubkey } as const;
    await deps.audit.record(caller, { ...entry, before: stateOf(kind, removed) }, { tx });
  });
  return stateOf(kind, undefined);
}

/**
 * GET /api/calendar-feeds/:token.ics (public): the owner's appointments from 30 days ago on. One
 * 404 for a token that is unknown, replaced or turned off, or whose owner can no longer sign in or
 * no longer has the feed's role.
 */
export async function calendarFeedFile(deps: ClinicDeps, file: string, client: Client): Promise<string> {
  const now = deps.clock.now();
  await takeOrThrow(deps.repos.throttles, `calendar-feed:${client.ip ?? 'unknown'}`, FEED_RATE, now);
  const feed = await deps.repos.feeds.findByHash(tokenHash(tokenOfFile(file)));
  const owner = feed && (await deps.users.accounts.findById(feed.userId));
  if (!feed || !owner || !canSignIn(owner) || KIND_OF_ROLE[owner.role] !== feed.kind)
    throw new AppError('CLINIC_FEED_NOT_FOUND');
  return feedCalendar(deps, feed, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS));
}
