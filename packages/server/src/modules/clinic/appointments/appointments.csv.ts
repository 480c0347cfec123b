import { APPOINTMENT_STATUS_LABELS, type Appointment, type Language } from '@bayan/shared';
import { momentColumn } from '../../../lib/csv/csv-columns.js';
import { formatInstant } from '../availability/civil-date.js';
import { offsetMinutesAt } from '../availability/time-zone.js';
import { csvColumns, sar } from '../directory/directory.csv.js';

/** An appointment as the list shows it, with how to reach the patient (the desk's phone list). */
export type AppointmentExportRow = Appointment & { patientPhone: string | null; patientIdNumber: string | null };

type Row = AppointmentExportRow;
const typeName = (r: Row, lang: Language) => (lang === 'ar' ? r.type.nameAr : r.type.nameEn);
/** `2026-11-25 14:30:00` on the clinic's own clocks, as its calendar shows the appointment. */
function clinicTime(at: string, r: Row): string {
  const ms = Date.parse(at);
  return formatInstant(ms, offsetMinutesAt(r.timeZone, ms)).slice(0, 19).replace('T', ' ');
}

/** The export's columns: states in words, times on the clinic's clock, prices in SAR. */
export const appointmentCsvColumns = csvColumns<Row>([
  ['المعرّف', 'ID', (r) => r.id],
  ['الحالة', 'Status', (r, lang) => APPOINTMENT_STATUS_LABELS[lang][r.status]],
  ['البداية (بتوقيت العيادة)', 'Start (clinic time)', (r) => clinicTime(r.start, r)],
  ['النهاية (بتوقيت العيادة)', 'End (clinic time)', (r) => clinicTime(r.end, r)],
  ['المنطقة الزمنية للعيادة', 'Clinic time zone', (r) => r.timeZone],
  ['المدة (دقيقة)', 'Duration (minutes)', (r) => r.duration],
  ['الطبيب', 'Doctor', (r) => r.doctor.name],
  ['المريض', 'Patient', (r) => r.patient.name],
  ['جوال المريض', 'Patient phone', (r) => r.patientPhone],
  ['رقم هوية المريض', 'Patient ID number', (r) => r.patientIdNumber],
  ['نوع الاستشارة', 'Consultation type', typeName],
  ['السعر (ريال)', 'Price (SAR)', (r) => sar(r.priceHalalas)],
  ['ملاحظات', 'Notes', (r) => r.notes],
  momentColumn({ ar: 'تاريخ الحجز', en: 'Booked' }, (r) => new Date(r.createdAt)),
]);
