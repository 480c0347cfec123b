import type { Language } from '@bayan/shared';
import type { ClinicDeps } from '../clinic.deps.js';
import type { EtablissementRow } from '../directory/etablissements.table.js';
import { calendarEntry } from './calendar-entries.js';
import { calendarIcs } from './calendar-ics.js';
import type { CalendarFeedRow } from './calendar-feeds.table.js';

const NAMES: Record<Language, string> = { ar: 'مواعيدي في بيان', en: 'My Bayan appointments' };

/** The feed's VCALENDAR: the owner's appointments starting at `from` or later, one event per reschedule chain. */
export async function feedCalendar(deps: ClinicDeps, feed: CalendarFeedRow, from: Date): Promise<string> {
  const { repos } = deps;
  const identities = await repos.chains.feedOf(feed.kind, feed.userId, from);
  const views = new Map((await repos.appointments.findByIds(identities.map(({ id }) => id))).map((v) => [v.id, v]));
  const names = await deps.users.accounts.names([...views.values()].flatMap((v) => [v.doctorId, v.patientId]));
  const clinics = new Map<string, EtablissementRow | undefined>();
  for (const { etablissementPubkey } of views.values())
    if (!clinics.has(etablissementPubkey))
      clinics.set(etablissementPubkey, await repos.etablissements.findByPubkey(etablissementPubkey));
  const entries = identities.flatMap((identity) => {
    const view = views.get(identity.id);
    if (!view) return [];
    const clinic = clinics.get(view.etablissementPubkey);
    return [calendarEntry(deps.config, { view, identity, names, clinic }, { kind: feed.kind, lang: feed.lang })];
  });
  return calendarIcs(entries, { name: NAMES[feed.lang], now: deps.clock.now() });
}
