// The two measured questions, each asked of the product over HTTP and, as a baseline, of
// PostgreSQL as bare SELECTs of the rows the answer needs (no engine, no HTTP, no JSON).
import type pg from 'pg';
import { SPECIALITY_DOCTORS, type Directory } from './seed-directory.js';
import type { Probe } from './latency.js';

const DAY_MS = 86_400_000;
/** Riyadh keeps UTC+3 all year. */
const RIYADH_MS = 3 * 3_600_000;
/** How far GET /api/availability looks ahead (availability.next-free.ts). */
const HORIZON_DAYS = 30;
export const WINDOW_DAYS = 14;
/** The appointments overlapping [$2, $3), as the server asks (an index-only scan, migration 0013). */
const OVERLAPS = 'a.end_at > $2 and a.start_at < $3';

const riyadhDay = (offset: number) => new Date(Date.now() + RIYADH_MS + offset * DAY_MS).toISOString().slice(0, 10);
const riyadhMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00+03:00`));

export interface Case {
  label: string;
  targetP95: number;
  ours: Probe;
  base: Probe;
  /** What one answer holds, printed once as a check that the question is a real one. */
  describe: () => Promise<string>;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface DaysAnswer {
  days: { slots: { state: string }[] }[];
}

/** Sample i: doctor (37 i) mod 100, 14 days from a day (11 i) mod 77 ahead: every doctor, the whole 90 days. */
export function doctorWindow(api: string, db: pg.Pool, directory: Directory): Case {
  const pick = (i: number) => {
    const from = riyadhDay((i * 11) % (90 - WINDOW_DAYS + 1));
    const to = new Date(Date.parse(from) + (WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    return { pubkey: directory.doctorPubkeys[(i * 37) % directory.doctorPubkeys.length]!, from, to };
  };
  const url = (i: number) => {
    const { pubkey, from, to } = pick(i);
    return `${api}/api/doctors/${pubkey}/availability?from=${from}&to=${to}`;
  };
  return {
    label: `one doctor, ${WINDOW_DAYS} days`,
    targetP95: 50,
    ours: (i) => getJson(url(i)),
    base: (i) => {
      const { pubkey, from, to } = pick(i);
      return db.query(
        `select a.start_at, a.end_at from appointments a join users u on u.id = a.doctor_id
         where u.pubkey = $1 and a.status in ('pending', 'planed') and ${OVERLAPS} order by a.start_at`,
        [pubkey, riyadhMidnight(from), new Date(riyadhMidnight(to).getTime() + DAY_MS)],
      );
    },
    describe: async () => {
      const answer = await getJson<DaysAnswer>(url(1));
      const slots = answer.days.flatMap((day) => day.slots);
      const free = slots.filter((slot) => slot.state === 'Free').length;
      return `${answer.days.length} days, ${slots.length} slots (${free} free)`;
    },
  };
}

/** The earliest 10 free slots among the speciality's 50 doctors, from now. */
export function nextFree(api: string, db: pg.Pool, directory: Directory): Case {
  const url = `${api}/api/availability?speciality=${directory.specialityPubkey}&limit=10`;
  const doctorsOf = `select d.user_id from doctors d join specialities s on s.id = d.speciality_id where s.pubkey = $1`;
  return {
    label: `next free, ${SPECIALITY_DOCTORS} doctors`,
    targetP95: 300,
    ours: () => getJson(url),
    base: () => {
      const now = Date.now();
      const [since, until] = [new Date(now), new Date(now + HORIZON_DAYS * DAY_MS)];
      return Promise.all([
        db.query(
          `select g.* from agendas g where g.doctor_id in (${doctorsOf}) and g.start_date <= $3 and g.end_date >= $2`,
          [directory.specialityPubkey, riyadhDay(0), riyadhDay(HORIZON_DAYS)],
        ),
        db.query(
          `select a.doctor_id, a.start_at, a.end_at from appointments a where a.doctor_id in (${doctorsOf})
           and a.status in ('pending', 'planed') and ${OVERLAPS} order by a.start_at`,
          [directory.specialityPubkey, since, until],
        ),
      ]);
    },
    describe: async () => {
      const answer = await getJson<{ slots: { start: string; doctor: { pubkey: string } }[] }>(url);
      const doctors = new Set(answer.slots.map((slot) => slot.doctor.pubkey)).size;
      return `${answer.slots.length} slots of ${doctors} doctors, first ${answer.slots[0]?.start ?? 'none'}`;
    },
  };
}

/** The floor on this machine: the product's cheapest route beside the cheapest query, same load. */
export function floor(api: string, db: pg.Pool): Case {
  return {
    label: 'floor: /api/health',
    targetP95: Number.POSITIVE_INFINITY,
    ours: () => getJson(`${api}/api/health`),
    base: () => db.query('select 1'),
    describe: async () => JSON.stringify(await getJson(`${api}/api/health`)),
  };
}
