// The clinic bench's appointments, straight into PostgreSQL: every bookable slot of every agenda
// (weekly hours inside the clinic's opening hours, off its weekend, off blocks), seat by seat, then
// a sample of them: the next days busy and the far ones sparse, the rest of the 200k over the past
// year. Statuses follow the time (Done, NoShow, Canceled, Rejected and a few never-answered ones
// behind; Planed, Pending, Canceled, Rejected ahead). The exclusion constraints stay on while the
// rows go in: a seat holds one row per slot, rooms are the doctors' own, and an active
// appointment's patient is one of that doctor's seat's own patients, so no patient is in two at once.
import type pg from 'pg';
import { PATIENTS_PER_SEAT } from './seed-directory.js';

const SLOTS = `
  create unlogged table bench_slots as
  select d.n, d.user_id as doctor_id, d.etablissement_id, d.room_id, a.id as agenda_id, a.patients_limit as capacity,
    a.consultation_duration as duration, g.day - t.today as day_offset, seat,
    (g.day + make_interval(mins => m.minute)) at time zone e.time_zone as start_at, random() as r
  from bench_doctors d
  join agendas a on a.doctor_id = d.user_id
  join etablissements e on e.id = d.etablissement_id
  cross join bench_today t
  cross join lateral (select a.start_date + k as day from generate_series(0, a.end_date - a.start_date) k) g
  cross join lateral jsonb_array_elements(a.weekly_hours -> extract(dow from g.day)::int::text) h
  cross join lateral generate_series((h->>'start')::int, (h->>'end')::int - a.consultation_duration,
    a.consultation_duration) m(minute)
  cross join lateral generate_series(1, a.patients_limit) seat
  where not extract(dow from g.day)::int = any(e.weekend_days)
    and m.minute >= extract(epoch from e.start_hour) / 60
    and m.minute + a.consultation_duration <= extract(epoch from e.end_hour) / 60`;

const overlapsBlock = (scope: 'doctor_id' | 'etablissement_id') => `
  delete from bench_slots s using blocks b where b.${scope} = s.${scope}
    and b.period && tstzrange(s.start_at, s.start_at + make_interval(mins => s.duration))`;

/** Ahead: 88% of seats taken today, falling to 3% + a little by day 90 (a clinic booked about two weeks out). */
const AHEAD = `
  create temp table bench_chosen as
  select * from bench_slots where day_offset >= 0 and r < 0.03 + 0.85 * exp(-day_offset / 15.0)`;

const BEHIND = `
  insert into bench_chosen select * from bench_slots where day_offset < 0 order by r limit $1`;

const STATUSES = `
  create temp table bench_rows as
  select c.*, (case when c.day_offset < 0 then
      case when s < 0.70 then 'done' when s < 0.80 then 'canceled' when s < 0.87 then 'no_show'
        when s < 0.92 then 'rejected' when s < 0.96 then 'planed' else 'pending' end
    else case when s < 0.60 then 'planed' when s < 0.85 then 'pending' when s < 0.97 then 'canceled' else 'rejected' end
    end)::appointment_status as status
  from (select *, random() as s, case when random() < 0.7 then 1 else 2 end as pick,
    random() as patient, random() as created from bench_chosen) c`;

const INSERT = `
  insert into appointments (pubkey, doctor_id, patient_id, etablissement_id, room_id, agenda_id, consultation_type_id,
    start_at, end_at, status, seat_no, capacity, price_halalas, duration_minutes, booked_by, created_at, updated_at)
  select pg_temp.pk(), c.doctor_id, p.user_id, c.etablissement_id, c.room_id, c.agenda_id, ty.id,
    c.start_at, c.start_at + make_interval(mins => c.duration), c.status, c.seat, c.capacity, ty.price_halalas,
    c.duration, p.user_id, least(c.start_at, now()) - c.created * interval '20 days',
    least(c.start_at, now()) - c.created * interval '20 days'
  from bench_rows c
  join (select id, agenda_id, price_halalas, row_number() over (partition by agenda_id order by id) as pick
    from consultation_types) ty on ty.agenda_id = c.agenda_id and ty.pick = c.pick
  join bench_patients p on p.k = case when c.status in ('pending', 'planed')
    then ((c.n - 1) * 2 + c.seat - 1) * ${PATIENTS_PER_SEAT} + floor(c.patient * ${PATIENTS_PER_SEAT})::int
    else floor(c.patient * (select count(*) from bench_patients))::int end
  order by c.start_at`;

export interface AppointmentsSummary {
  total: number;
  slots: number;
  ahead: number;
  byStatus: Record<string, number>;
}

/**
 * Inserts `total` appointments (or just the ones ahead, if they alone are more); run after
 * seedDirectory, on the same connection (its temp tables).
 */
export async function seedAppointments(client: pg.Client, total: number): Promise<AppointmentsSummary> {
  await client.query(SLOTS);
  await client.query(overlapsBlock('doctor_id'));
  await client.query(overlapsBlock('etablissement_id'));
  const slots = Number((await client.query('select count(*) as n from bench_slots')).rows[0].n);
  await client.query(AHEAD);
  const ahead = Number((await client.query('select count(*) as n from bench_chosen')).rows[0].n);
  await client.query(BEHIND, [Math.max(0, total - ahead)]);
  await client.query(STATUSES);
  await client.query(INSERT);
  await client.query('drop table bench_slots');
  const counts = await client.query<{ status: string; n: string }>(
    'select status, count(*) as n from appointments group by status order by status',
  );
  const byStatus = Object.fromEntries(counts.rows.map((row) => [row.status, Number(row.n)]));
  return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), slots, ahead, byStatus };
}
