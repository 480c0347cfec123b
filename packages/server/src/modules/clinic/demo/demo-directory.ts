import type { NewServiceRow, NewSpecialityRow } from '../directory/catalogue.table.js';
import type { NewEtablissementRow } from '../directory/etablissements.table.js';

/** The demo clinic's directory (BAYAN_DEMO=1): two clinics with their sections and rooms, the specialities and services. */

export type DemoClinicKey = 'riyadh' | 'jeddah';

export interface DemoClinic {
  row: Omit<NewEtablissementRow, 'pubkey'>;
  /** Section names (ar, en), each with its rooms. */
  sections: { nameAr: string; nameEn: string; rooms: string[] }[];
}

export const DEMO_CLINICS: Record<DemoClinicKey, DemoClinic> = {
  riyadh: {
    row: {
      nameAr: 'مجمع بيان الطبي – الرياض',
      nameEn: 'Bayan Medical Center – Riyadh',
      description: 'مجمع عيادات تخصصية في حي العليا: طب الأسرة والأطفال والجلدية والأسنان.',
      address: 'طريق الملك فهد، حي العليا، الرياض 12214',
      phone: '+966112345678',
      weekendDays: [5],
      startHour: '09:00',
      endHour: '21:00',
      timeZone: 'Asia/Riyadh',
    },
    sections: [
      { nameAr: 'العيادات الخارجية', nameEn: 'Outpatient clinics', rooms: ['101', '102', '103', '104'] },
      { nameAr: 'قسم الأسنان', nameEn: 'Dental department', rooms: ['D1', 'D2'] },
    ],
  },
  jeddah: {
    row: {
      nameAr: 'عيادات بيان – جدة',
      nameEn: 'Bayan Clinics – Jeddah',
      description: 'عيادات القلب والنساء والولادة وطب الأسرة والأطفال على شارع التحلية.',
      address: 'شارع التحلية، حي الروضة، جدة 23435',
      phone: '+966122345678',
      weekendDays: [5],
      startHour: '10:00',
      endHour: '22:00',
      timeZone: 'Asia/Riyadh',
    },
    sections: [
      { nameAr: 'العيادات الخارجية', nameEn: 'Outpatient clinics', rooms: ['A1', 'A2'] },
      { nameAr: 'قسم النساء والأطفال', nameEn: "Women's and children's wing", rooms: ['B1', 'B2'] },
    ],
  },
};

export type DemoSpecialityKey = 'family' | 'pediatrics' | 'dermatology' | 'dentistry' | 'cardiology' | 'obgyn';

export const DEMO_SPECIALITIES: Record<DemoSpecialityKey, NewSpecialityRow> = {
  family: { nameAr: 'طب الأسرة', nameEn: 'Family medicine' },
  pediatrics: { nameAr: 'طب الأطفال', nameEn: 'Pediatrics' },
  dermatology: { nameAr: 'الأمراض الجلدية', nameEn: 'Dermatology' },
  dentistry: { nameAr: 'طب الأسنان', nameEn: 'Dentistry' },
  cardiology: { nameAr: 'أمراض القلب', nameEn: 'Cardiology' },
  obgyn: { nameAr: 'النساء والولادة', nameEn: 'Obstetrics and gynaecology' },
};

const sar = (amount: number) => amount * 100;

export const DEMO_SERVICES: NewServiceRow[] = [
  { nameAr: 'كشف عام', nameEn: 'General consultation', priceHalalas: sar(150), durationMinutes: 20 },
  { nameAr: 'زيارة متابعة', nameEn: 'Follow-up visit', priceHalalas: sar(80), durationMinutes: 15 },
  { nameAr: 'تطعيم الأطفال', nameEn: 'Child vaccination', priceHalalas: sar(120), durationMinutes: 15 },
  { nameAr: 'جلسة ليزر', nameEn: 'Laser session', priceHalalas: sar(450), durationMinutes: 60 },
  { nameAr: 'تنظيف الأسنان', nameEn: 'Teeth cleaning', priceHalalas: sar(250), durationMinutes: 45 },
  { nameAr: 'حشوة تجميلية', nameEn: 'Composite filling', priceHalalas: sar(350), durationMinutes: 45 },
  { nameAr: 'تخطيط القلب', nameEn: 'Electrocardiogram (ECG)', priceHalalas: sar(200), durationMinutes: 30 },
  { nameAr: 'سونار الحمل', nameEn: 'Pregnancy ultrasound', priceHalalas: sar(300), durationMinutes: 40 },
];
