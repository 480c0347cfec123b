import { formatClock, WEEKDAYS, type Agenda, type ConsultationType } from '@bayan/shared';
import type { AgendasRepository, AgendaRecord } from './agendas.repository.js';
import type { ConsultationTypeRow, WeeklyHours } from './agendas.table.js';
import type { Names } from '../appointments/appointment-view.js';

/** The week as the agenda keeps it: minutes, only the days that have hours, each day's ranges in order. */
export function toMinuteWeek(week: Partial<Record<number, { start: number; end: number }[] | undefined>>): WeeklyHours {
  return Object.fromEntries(
    Object.entries(week)
      .filter(([, ranges]) => ranges && ranges.length > 0)
      .map(([day, ranges]) => [Number(day), [...ranges!].sort((a, b) => a.start - b.start)]),
  );
}

const toClockWeek = (week: WeeklyHours) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      (week[Number(day)] ?? []).map(({ start, end }) => ({ start: formatClock(start), end: formatClock(end) })),
    ]),
  ) as Agenda['weeklyHours'];

export function toConsultationType(row: ConsultationTypeRow, agendaPubkey: string): ConsultationType {
  return {
    id: row.pubkey,
    agenda: agendaPubkey,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    durationMinutes: row.durationMinutes,
    priceHalalas: row.priceHalalas,
    autoConfirm: row.autoConfirm,
    cancellationCutoffHours: row.cancellationCutoffHours,
    retired: row.retiredAt !== null,
  };
}

export function toAgenda(record: AgendaRecord, types: readonly ConsultationTypeRow[], names: Names): Agenda {
  return {
    id: record.pubkey,
    doctor: names.get(record.doctorId) ?? { pubkey: '', name: '' },
    etablissementPubkey: record.etablissementPubkey,
    timeZone: record.timeZone,
    startDate: record.startDate,
    endDate: record.endDate,
    weeklyHours: toClockWeek(record.weeklyHours),
    consultationDuration: record.consultationDuration,
    patientsLimit: record.patientsLimit,
    consultationTypes: types.map((type) => toConsultationType(type, record.pubkey)),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Agendas as the API shows them, their types read in one query (through the transaction's repository, in a write). */
export async function viewAgendas(agendas: AgendasRepository, records: AgendaRecord[], names: Names) {
  const types = await agendas.findTypes(records.map((record) => record.id));
  return records.map((record) =>
    toAgenda(
      record,
      types.filter((type) => type.agendaId === record.id),
      names,
    ),
  );
}

/** One agenda re-read (inside a write's transaction, it sees the write). */
export async function viewAgenda(agendas: AgendasRepository, id: number, names: Names): Promise<Agenda> {
  const record = await agendas.findById(id);
  if (!record) throw new Error(`agenda ${id} vanished inside its own transaction`);
  const [view] = await viewAgendas(agendas, [record], names);
  return view!;
}
