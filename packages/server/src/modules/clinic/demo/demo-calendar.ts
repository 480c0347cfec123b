import type { ConsultationTypeRow, NewAgendaRow, WeeklyHours } from '../agendas/agendas.table.js';
import { clockMinutes, type DoctorSchedule } from '../availability/index.js';
import { dayNumber, formatDay } from '../availability/civil-date.js';
import { dayClock } from '../availability/time-zone.js';
import type { BlockSpan } from '../time-off/blocks.repository.js';
import type { ClinicRepos } from '../clinic.deps.js';
import { doctorSchedules } from '../availability/doctor-schedule.js';
import type { DoctorProfile } from '../doctors/doctors.repository.js';
import type { DemoDirectory, DemoPeople } from './demo-setup.js';
import { DEMO_DOCTORS, type DemoDoctor } from './demo-doctors.js';

/** The demo's days: a year of history before today and thirty days of agenda after it, local dates. */
export interface DemoWindow {
  firstDay: number;
  today: number;
  lastDay: number;
}

export interface DemoCalendar {
  doctor: DoctorProfile;
  template: DemoDoctor;
  schedule: DoctorSchedule;
  agendaId: number;
  capacity: number;
  /** The agenda's types, by pubkey (the engine's type id). */
  types: Map<string, ConsultationTypeRow & { weight: number }>;
}

/** Saudi Founding Day and National Day: the whole clinic closes (clinic-scope blocks). */
const HOLIDAYS = [
  { date: '02-22', reason: 'يوم التأسيس' },
  { date: '09-23', reason: 'اليوم الوطني' },
];

const weeklyHours = (template: DemoDoctor): WeeklyHours =>
  Object.fromEntries(
    template.days.map((day) => [
      day,
      template.hours.map(([from, to]) => ({ start: clockMinutes(from), end: clockMinutes(to) })),
    ]),
  );

/** A doctor's own time off, relative to today: a past leave, a coming conference, a meeting. */
function doctorBlocks(
  template: DemoDoctor,
  window: DemoWindow,
): { from: [number, number]; to: [number, number]; reason: string }[] {
  const { today } = window;
  if (template.email === 'dr.noura@bayan.local')
    return [{ from: [today - 120, 0], to: [today - 110, 0], reason: 'إجازة سنوية' }];
  if (template.email === 'dr.mohammed@bayan.local')
    return [{ from: [today + 12, 0], to: [today + 14, 0], reason: 'مؤتمر طب القلب' }];
  if (template.email === 'doctor@bayan.local')
    return [{ from: [today + 3, 540], to: [today + 3, 660], reason: 'اجتماع إداري' }];
  return [];
}

/** Agendas over the window with their consultation types, the holidays and leaves, and each doctor's schedule. */
export async function insertCalendars(
  repos: ClinicRepos,
  directory: DemoDirectory,
  people: DemoPeople,
  window: DemoWindow,
): Promise<DemoCalendar[]> {
  const templates = DEMO_DOCTORS.filter((template) => people.doctors.has(template.email));
  const doctorIds = templates.map((template) => people.doctors.get(template.email)!.id);
  const agendaRows: NewAgendaRow[] = templates.map((template, index) => ({
    doctorId: doctorIds[index]!,
    startDate: formatDay(window.firstDay),
    endDate: formatDay(window.lastDay),
    consultationDuration: template.slotMinutes,
    weeklyHours: weeklyHours(template),
    patientsLimit: template.capacity,
  }));
  const agendas = await repos.demo.insertAgendas(agendaRows);
  const types = await repos.demo.insertTypes(
    templates.flatMap((template, index) =>
      template.types.map((type) => ({
        agendaId: agendas[index]!.id,
        nameAr: type.nameAr,
        nameEn: type.nameEn,
        durationMinutes: type.minutes,
        priceHalalas: type.sar * 100,
        autoConfirm: type.autoConfirm,
        cancellationCutoffHours: type.cutoffHours ?? null,
      })),
    ),
  );
  const spans = await insertBlocks(repos, directory, templates, doctorIds, window);
  const calendars: DemoCalendar[] = [];
  for (const [index, template] of templates.entries()) {
    const doctor = (await repos.doctors.findByUserId(doctorIds[index]!))!;
    const agenda = agendas[index]!;
    const own = types.filter((type) => type.agendaId === agenda.id);
    const [schedule] = doctorSchedules([doctor], [{ agenda, types: own }], spans);
    const weights = new Map(template.types.map((type) => [type.nameEn, type.weight]));
    calendars.push({
      doctor,
      template,
      schedule: schedule!,
      agendaId: agenda.id,
      capacity: agenda.patientsLimit,
      types: new Map(own.map((type) => [type.pubkey, { ...type, weight: weights.get(type.nameEn)! }])),
    });
  }
  return calendars;
}

async function insertBlocks(
  repos: ClinicRepos,
  directory: DemoDirectory,
  templates: DemoDoctor[],
  doctorIds: number[],
  window: DemoWindow,
): Promise<BlockSpan[]> {
  const at = (zone: string, [day, minute]: [number, number]) => new Date(dayClock(zone, day).instantOf(minute)!);
  const rows: (BlockSpan & { reason: string })[] = [];
  const years = [formatDay(window.firstDay), formatDay(window.lastDay)].map((day) => Number(day.slice(0, 4)));
  for (let year = years[0]!; year <= years[1]!; year++) {
    for (const { date, reason } of HOLIDAYS) {
      const day = dayNumber(`${year}-${date}`);
      if (day < window.firstDay || day > window.lastDay) continue;
      for (const { row } of Object.values(directory.clinics)) {
        const [start, end] = [at(row.timeZone, [day, 0]), at(row.timeZone, [day + 1, 0])];
        rows.push({ start, end, doctorId: null, etablissementId: row.id, reason });
      }
    }
  }
  for (const [index, template] of templates.entries()) {
    const zone = directory.clinics[template.clinic].row.timeZone;
    for (const { from, to, reason } of doctorBlocks(template, window)) {
      const [start, end] = [at(zone, from), at(zone, to)];
      rows.push({ start, end, doctorId: doctorIds[index]!, etablissementId: null, reason });
    }
  }
  await repos.demo.insertBlocks(
    rows.map(({ start, end, doctorId, etablissementId, reason }) => ({
      doctorId,
      etablissementId,
      period: `[${start.toISOString()},${end.toISOString()})`,
      reason,
    })),
  );
  return rows;
}
