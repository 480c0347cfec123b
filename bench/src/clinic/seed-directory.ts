// The clinic bench's directory, straight into PostgreSQL with generate_series (no API, no audit):
// 4 clinics, 3 specialities (one of 50 doctors), 100 doctors each in their own room, one past
// agenda per doctor (the year the history hangs on) and three monthly agendas over the next 90
// days, three consultation types per agenda, doctors' leave and a clinic holiday, and the patients.
import type pg from 'pg';

export const DOCTORS = 100;
/** Doctors of the speciality the "next free slot" case searches. */
export const SPECIALITY_DOCTORS = 50;
export const HISTORY_DAYS = 365;
export const AGENDA_DAYS = 90;
/** Patients per doctor's seat: an active appointment's patient is one of its seat's own (see seed-appointments). */
export const PATIENTS_PER_SEAT = 150;
const PATIENTS = DOCTORS * 2 * PATIENTS_PER_SEAT;

/** Weekly hours as the agendas store them ({ "0": [{ start, end }] }, minutes after midnight), four shapes. */
const SHIFTS = [
  {
    days: [0, 1, 2, 3, 4, 6],
    hours: [
      [540, 780],
      [960, 1260],
    ],
  }, // Sat–Thu 09:00–13:00, 16:00–21:00
  { days: [0, 1, 2, 3, 4, 6], hours: [[540, 840]] }, // Sat–Thu mornings 09:00–14:00
  { days: [0, 1, 2, 3, 4], hours: [[900, 1260]] }, // Sun–Thu evenings 15:00–21:00
  {
    days: [0, 1, 2, 3, 6],
    hours: [
      [480, 720],
      [1020, 1320],
    ],
  }, // 08:00–12:00, 17:00–22:00 (past some clinics' hours)
].map(({ days, hours }) =>
  JSON.stringify(Object.fromEntries(days.map((day) => [day, hours.map(([start, end]) => ({ start, end }))]))),
);

const SQL = [
  // A pubkey as the server makes them: 128 random bits, base64url, 22 characters.
  `create function pg_temp.pk() returns text language sql as
     $$ select rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') $$`,
  `create temp table bench_today as select (now() at time zone 'Asia/Riyadh')::date as today`,
  `insert into etablissements (pubkey, name_ar, name_en, weekend_days, start_hour, end_hour)
     select pg_temp.pk(), 'عيادة ' || n, 'Bench clinic ' || n,
       case when n = 4 then '{5,6}' else '{5}' end::int[],
       case when n = 3 then '08:00' else '09:00' end::time, case when n = 3 then '22:00' else '21:00' end::time
     from generate_series(1, 4) n`,
  `insert into specialities (pubkey, name_ar, name_en)
     select pg_temp.pk(), 'تخصص ' || n, 'Bench speciality ' || n from generate_series(1, 3) n`,
  `create temp table bench_doctors as
     select n, (select id from etablissements order by id offset (n - 1) % 4 limit 1) as etablissement_id,
       (select id from specialities order by id offset case when n <= ${SPECIALITY_DOCTORS} then 0 when n <= 75 then 1 else 2 end limit 1) as speciality_id,
       (array[15, 20, 30])[n % 3 + 1] as duration, case when n % 5 = 0 then 2 else 1 end as seats,
       ($1::jsonb[])[n % 4 + 1] as weekly_hours
     from generate_series(1, ${DOCTORS}) n`,
  `insert into users (pubkey, first_name, last_name, email, password_hash, role)
     select pg_temp.pk(), 'سمير', 'الطبيب ' || n, 'bench-doctor-' || n || '@bayan.local', 'bench', 'DOCTOR'
     from bench_doctors order by n`,
  `insert into rooms (pubkey, etablissement_id, name)
     select pg_temp.pk(), etablissement_id, 'Room ' || n from bench_doctors order by n`,
  `alter table bench_doctors add column user_id int, add column room_id int`,
  `update bench_doctors d set user_id = u.id, room_id = r.id
     from users u, rooms r where u.email = 'bench-doctor-' || d.n || '@bayan.local' and r.name = 'Room ' || d.n`,
  `insert into doctors (user_id, speciality_id, etablissement_id, room_id, bio)
     select user_id, speciality_id, etablissement_id, room_id, 'Bench doctor' from bench_doctors`,
  // The past year as one agenda, the next 90 days as three monthly ones.
  `insert into agendas (pubkey, doctor_id, start_date, end_date, consultation_duration, weekly_hours, patients_limit)
     select pg_temp.pk(), d.user_id, t.today + p.first, t.today + p.last, d.duration, d.weekly_hours, d.seats
     from bench_doctors d, bench_today t,
       (values (-${HISTORY_DAYS}, -1), (0, 29), (30, 59), (60, ${AGENDA_DAYS - 1})) as p(first, last)`,
  `insert into consultation_types (pubkey, agenda_id, name_ar, name_en, duration_minutes, price_halalas, auto_confirm)
     select pg_temp.pk(), a.id, k.name_ar, k.name_en, a.consultation_duration * k.slots, k.price, k.auto
     from agendas a, (values ('كشف', 'Consultation', 1, 20000, false), ('متابعة', 'Follow-up', 1, 10000, true),
       ('جلسة مطولة', 'Long session', 2, 35000, false)) as k(name_ar, name_en, slots, price, auto)`,
  // Each doctor's three days of leave somewhere ahead; each clinic's one-day holiday on day 40.
  `insert into blocks (pubkey, doctor_id, period, reason)
     select pg_temp.pk(), d.user_id, tstzrange(
       (t.today + (d.n * 7) % 80 + 3)::timestamp at time zone 'Asia/Riyadh',
       (t.today + (d.n * 7) % 80 + 6)::timestamp at time zone 'Asia/Riyadh'), 'Leave'
     from bench_doctors d, bench_today t`,
  `insert into blocks (pubkey, etablissement_id, period, reason)
     select pg_temp.pk(), e.id, tstzrange(
       (t.today + 40)::timestamp at time zone 'Asia/Riyadh', (t.today + 41)::timestamp at time zone 'Asia/Riyadh'), 'Holiday'
     from etablissements e, bench_today t`,
  `insert into users (pubkey, first_name, last_name, email, password_hash, role)
     select pg_temp.pk(), 'هدى', 'المريضة ' || n, 'bench-patient-' || n || '@bayan.local', 'bench', 'PATIENT'
     from generate_series(0, ${PATIENTS - 1}) n`,
  `create temp table bench_patients as
     select substring(email from 'bench-patient-(\\d+)@')::int as k, id as user_id from users where role = 'PATIENT'`,
  `create unique index on bench_patients (k)`,
  `insert into patients (user_id) select user_id from bench_patients`,
];

export interface Directory {
  specialityPubkey: string;
  doctorPubkeys: string[];
  patients: number;
}

/** Writes the directory; the temp tables it leaves (bench_doctors, bench_patients, bench_today) feed the appointments. */
export async function seedDirectory(client: pg.Client): Promise<Directory> {
  for (const statement of SQL) await client.query(statement, statement.includes('$1') ? [SHIFTS] : []);
  const speciality = await client.query<{ pubkey: string }>(
    `select s.pubkey from specialities s join bench_doctors d on d.speciality_id = s.id where d.n = 1`,
  );
  const doctors = await client.query<{ pubkey: string }>(
    `select u.pubkey from bench_doctors d join users u on u.id = d.user_id order by d.n`,
  );
  return {
    specialityPubkey: speciality.rows[0]!.pubkey,
    doctorPubkeys: doctors.rows.map((row) => row.pubkey),
    patients: PATIENTS,
  };
}
