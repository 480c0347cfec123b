import type { Role } from '@bayan/shared';
import type { NewAppointmentHistoryRow } from '../appointments/appointment-history.table.js';
import type { AppointmentStatusValue } from '../appointments/appointments.table.js';
import type { DemoRandom } from './demo-random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Party {
  id: number;
  role: Role;
}

export interface StoryInput {
  start: number;
  end: number;
  autoConfirm: boolean;
  /** The type's patient cancellation cut-off, in hours. */
  cutoffHours: number;
  patient: Party;
  doctor: Party;
  /** The clinic's reception (the doctor when the clinic has none). */
  desk: Party;
}

export type StoryLine = Omit<NewAppointmentHistoryRow, 'appointmentId'>;

export interface Story {
  status: AppointmentStatusValue;
  bookedBy: number;
  createdAt: Date;
  updatedAt: Date;
  lines: StoryLine[];
}

const REJECTIONS = ['الطبيب غير متاح في هذا الموعد', 'نوع الاستشارة لا يناسب الحالة، يرجى حجز كشف جديد'];
const CANCELLATIONS = ['ظرف طارئ', 'تعارض مع موعد عمل', 'تحسنت الحالة'];

/**
 * One appointment's life as PRODUCT.md §7 allows it, up to `now`: booked (Pending, or Planed when
 * the type confirms at once or the desk booked it), then confirmed or rejected by the doctor,
 * cancelled before the patient's cut-off (by the desk after it), and once started, Done or NoShow.
 * Recent and coming appointments are left where a real clinic's would still be.
 */
export function appointmentStory(input: StoryInput, random: DemoRandom, now: number): Story {
  const { start, end, patient, doctor, desk } = input;
  const byDesk = random.chance(0.2);
  const booker = byDesk ? desk : patient;
  let at = Math.min(start - random.int(2 * 60, 14 * 24 * 60) * MINUTE, now - random.int(10, 72 * 60) * MINUTE);
  let status: AppointmentStatusValue = byDesk || input.autoConfirm ? 'planed' : 'pending';
  const lines: StoryLine[] = [
    { fromStatus: null, toStatus: status, actorId: booker.id, actorRole: booker.role, at: new Date(at) },
  ];
  const createdAt = new Date(at);
  const move = (to: AppointmentStatusValue, actor: Party, when: number, reason: string | null = null) => {
    at = Math.max(at + MINUTE, Math.min(when, now));
    lines.push({
      fromStatus: status,
      toStatus: to,
      actorId: actor.id,
      actorRole: actor.role,
      reason,
      at: new Date(at),
    });
    status = to;
  };
  const cancel = () => {
    const cutoff = start - input.cutoffHours * HOUR;
    const [actor, latest] = cutoff > at + HOUR ? [patient, cutoff] : [desk, start];
    move(
      'canceled',
      actor,
      at + random.int(1, Math.max(1, (latest - at) / MINUTE)) * MINUTE,
      random.pick(CANCELLATIONS),
    );
  };
  const past = start <= now;
  if (status === 'pending') {
    const r = random.next();
    const decided = Math.min(at + random.int(10, 8 * 60) * MINUTE, start);
    if (r < (past ? 0.08 : 0.05)) move('rejected', doctor, decided, random.pick(REJECTIONS));
    else if (r < (past ? 0.16 : 0.1)) cancel();
    else if (past || r > 0.55) move('planed', doctor, decided);
  }
  if (status === 'planed') {
    if (!past) {
      if (random.chance(0.08)) cancel();
    } else if (end <= now && !(now - start < 36 * HOUR && random.chance(0.7))) {
      const r = random.next();
      if (r < 0.07) move('no_show', desk, start + random.int(30, 90) * MINUTE);
      else if (r < 0.13) cancel();
      else move('done', doctor, end + random.int(0, 60) * MINUTE);
    }
  }
  return { status, bookedBy: booker.id, createdAt, updatedAt: new Date(at), lines };
}
