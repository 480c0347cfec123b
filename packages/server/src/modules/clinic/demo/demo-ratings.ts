import { RATING_WINDOW_DAYS } from '@bayan/shared';
import type { ClinicRepos } from '../clinic.deps.js';
import type { NewRatingRow } from '../ratings/ratings.table.js';
import { DEMO_DOCTORS } from './demo-doctors.js';
import type { DemoRandom } from './demo-random.js';
import type { DemoPeople } from './demo-setup.js';

const HOUR = 3_600_000;
/** Each doctor's latest Done visits the demo looks at; about half of them are rated. */
const LATEST_VISITS = 8;

const PRAISE = [
  'الطبيب متعاون جدًا وشرح الحالة بوضوح، جزاه الله خيرًا.',
  'دقة في المواعيد واهتمام بالتفاصيل، أنصح به.',
  'تعامل راقٍ من الطبيب وطاقم الاستقبال.',
  'تشخيص دقيق وتحسنت الحالة بعد العلاج بفضل الله.',
];
const REMARKS = ['الانتظار كان أطول من المتوقع، لكن الكشف كان جيدًا.', 'الطبيب جيد لكن الوقت المخصص للكشف قصير.'];

/** Stars as real patients give them: mostly four and five. */
const STARS: (readonly [number, number])[] = [
  [5, 50],
  [4, 30],
  [3, 12],
  [2, 5],
  [1, 3],
];

/**
 * Patients' ratings of some of each doctor's latest Done visits, given within the rating window
 * after the visit, through the ratings module's repository. About a third carry an Arabic comment,
 * approved by the doctor's clinic desk a few hours later, except the newest, which still waits for
 * moderation. Each doctor's average and count are then recomputed as a patient's rating does it.
 * Returns the ratings written.
 */
export async function insertRatings(
  repos: ClinicRepos,
  people: DemoPeople,
  context: { random: DemoRandom; now: number },
): Promise<number> {
  const { random, now } = context;
  const desks = new Map(
    DEMO_DOCTORS.flatMap((template) => {
      const doctor = people.doctors.get(template.email);
      return doctor ? [[doctor.id, people.staff[template.clinic]?.id ?? null] as const] : [];
    }),
  );
  const seen = new Map<number, number>();
  const rows: NewRatingRow[] = [];
  for (const visit of await repos.demo.findDone()) {
    const count = seen.get(visit.doctorId) ?? 0;
    seen.set(visit.doctorId, count + 1);
    // Rated an hour or more after the visit, before the window (from its start) closes and before now.
    const earliest = visit.endAt.getTime() + HOUR;
    const latest = Math.min(now, visit.startAt.getTime() + RATING_WINDOW_DAYS * 24 * HOUR);
    if (count >= LATEST_VISITS || earliest > latest || !random.chance(0.55)) continue;
    const stars = random.weighted(STARS);
    const comment = random.chance(0.35) ? random.pick(stars >= 4 ? PRAISE : REMARKS) : null;
    const createdAt = Math.min(earliest + random.int(0, 47) * HOUR, latest);
    const moderatedBy = comment === null ? null : (desks.get(visit.doctorId) ?? null);
    rows.push({
      appointmentId: visit.id,
      doctorId: visit.doctorId,
      patientId: visit.patientId,
      stars,
      comment,
      state: 'approved',
      moderatedBy,
      moderatedAt: comment === null ? null : new Date(Math.min(createdAt + random.int(1, 6) * HOUR, now)),
      createdAt: new Date(createdAt),
    });
  }
  const waiting = rows
    .filter((row) => row.comment !== null)
    .reduce<NewRatingRow | undefined>(
      (newest, row) => (newest && newest.createdAt! >= row.createdAt! ? newest : row),
      undefined,
    );
  if (waiting) Object.assign(waiting, { state: 'pending', moderatedBy: null, moderatedAt: null });
  for (const row of rows) await repos.ratings.insert(row);
  for (const doctorId of new Set(rows.map((row) => row.doctorId))) await repos.ratings.refreshDoctor(doctorId);
  return rows.length;
}
