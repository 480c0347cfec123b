import type { ClinicDeps } from '../clinic.deps.js';
import { DEMO_CLINICS } from './demo-directory.js';
import { localDayOf } from '../availability/time-zone.js';
import { insertBookings } from './demo-bookings.js';
import { insertCalendars, type DemoWindow } from './demo-calendar.js';
import { DemoRandom } from './demo-random.js';
import { insertOffers } from './demo-offers.js';
import { insertRatings } from './demo-ratings.js';
import { insertDirectory, insertPeople } from './demo-setup.js';
import { pickSlots } from './demo-slots.js';

/** Any fixed number: the same clinic at every fresh start on the same day. */
const DEMO_SEED = 2026;
const HISTORY_DAYS = 365;
const AGENDA_DAYS = 30;

/**
 * The demo clinic (BAYAN_DEMO=1): two clinics, six specialities, eight doctors with agendas from a
 * year ago to thirty days ahead, patients, holidays and leaves, and a year of appointments in every
 * state with their history, patients' ratings of their Done visits (the doctors' averages), current
 * promotions and coming campaigns with registrations, so the dashboard, the calendars, the offers and
 * the campaigns show something real on first start.
 * One transaction under a lock, and only into a product with no clinic yet: a restart adds nothing.
 * Returns the appointments written (0 when the clinic was there).
 */
export async function seedClinicDemo(deps: ClinicDeps): Promise<number> {
  // Read before the transaction: on PGlite's one connection, a read beside it would wait for it.
  const cutoffHours = await deps.settings.get('clinic_cancellation_cutoff_hours');
  return deps.transact(async (repos, tx) => {
    await repos.demo.lock();
    if (await repos.demo.hasClinic()) return 0;
    const now = deps.clock.now().getTime();
    const random = new DemoRandom(DEMO_SEED);
    const today = localDayOf(DEMO_CLINICS.riyadh.row.timeZone!, now);
    const window: DemoWindow = { firstDay: today - HISTORY_DAYS, today, lastDay: today + AGENDA_DAYS };
    const directory = await insertDirectory(repos);
    const people = await insertPeople(deps, tx, directory, random, new Date(now).getUTCFullYear());
    const calendars = await insertCalendars(repos, directory, people, window);
    const slots = calendars.flatMap((calendar) => pickSlots(calendar, window, random));
    const written = await insertBookings(repos, slots, people, { random, now, cutoffHours });
    // After the bookings, so their random draws (and the appointments) stay as they were.
    await insertRatings(repos, people, { random, now });
    await insertOffers(repos, directory, people, today);
    return written;
  });
}
