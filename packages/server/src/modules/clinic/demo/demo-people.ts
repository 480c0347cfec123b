import { idNumberCheckDigit } from '@bayan/shared';
import type { DemoClinicKey } from './demo-directory.js';
import type { DemoRandom } from './demo-random.js';

/** The demo clinic's reception desks and patients (the doctors are in demo-doctors.ts). */

export const DEMO_STAFF: { email: string; firstName: string; lastName: string; clinic: DemoClinicKey }[] = [
  // The README's staff@bayan.local works in Riyadh; Jeddah has a desk of its own.
  { email: 'staff@bayan.local', firstName: 'منيرة', lastName: 'السبيعي', clinic: 'riyadh' },
  { email: 'staff.jeddah@bayan.local', firstName: 'لمى', lastName: 'الحارثي', clinic: 'jeddah' },
];

export const DEMO_PATIENT_COUNT = 30;

const MEN = ['عبدالرحمن', 'خالد', 'سلمان', 'ماجد', 'تركي', 'يوسف', 'بندر', 'عمر', 'سعود', 'نايف', 'إبراهيم', 'راشد'];
const WOMEN = ['منيرة', 'لطيفة', 'أمل', 'جواهر', 'هند', 'مها', 'العنود', 'شهد', 'دانة', 'رهف', 'غادة', 'سلمى'];
const FAMILIES = [
  'الشمري',
  'المطيري',
  'العنزي',
  'السبيعي',
  'البلوي',
  'الجهني',
  'اليامي',
  'الرشيدي',
  'القرني',
  'العمري',
];

export interface DemoPatient {
  email: string;
  firstName: string;
  fatherName: string;
  grandfatherName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  birthday: string;
  idNumber: string;
}

/** A national ID (10 digits from 1, Luhn-valid) in the demo's own range, 10xxxxxxxx. */
function idNumber(random: DemoRandom): string {
  const stem = `10${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
  return stem + idNumberCheckDigit(stem);
}

/** patient01…patient30@bayan.local, Saudi names, ages from toddlers to grandparents. */
export function demoPatients(random: DemoRandom, year: number): DemoPatient[] {
  return Array.from({ length: DEMO_PATIENT_COUNT }, (_, index) => {
    const woman = index % 2 === 1;
    const age = random.weighted([
      [random.int(1, 12), 2],
      [random.int(18, 45), 5],
      [random.int(46, 80), 3],
    ]);
    const birthday = `${year - age}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    return {
      email: `patient${pad(index + 1)}@bayan.local`,
      firstName: random.pick(woman ? WOMEN : MEN),
      // The four names in their order; the father's and grandfather's follow the index, so the
      // random draws (and every other demo value) stay as they were.
      fatherName: MEN[(index * 5 + 3) % MEN.length]!,
      grandfatherName: MEN[(index * 7 + 1) % MEN.length]!,
      lastName: random.pick(FAMILIES),
      gender: woman ? 'FEMALE' : 'MALE',
      birthday,
      idNumber: idNumber(random),
    };
  });
}

const pad = (value: number) => String(value).padStart(2, '0');
