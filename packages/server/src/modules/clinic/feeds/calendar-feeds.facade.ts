import type { Caller, Client } from '../../../lib/caller.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { calendarFeedFile, calendarFeedOf, issueCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js';

/** Doctors' and patients' private calendar feeds (issue 35): the owner's switch, and the public feed. */
export class CalendarFeedsService {
  constructor(private readonly deps: ClinicDeps) {}

  mine = (caller: Caller) => calendarFeedOf(this.deps, caller);
  issue = (caller: Caller) => issueCalendarFeed(this.deps, caller);
  revoke = (caller: Caller) => revokeCalendarFeed(this.deps, caller);
  file = (file: string, client: Client) => calendarFeedFile(this.deps, file, client);
}
