import type { DemoClinicKey, DemoSpecialityKey } from './demo-directory.js';

/** A consultation type of a demo agenda: price in SAR, confirmation at once or Pending. */
export interface DemoType {
  nameAr: string;
  nameEn: string;
  minutes: number;
  sar: number;
  autoConfirm: boolean;
  cutoffHours?: number;
  /** How often patients choose it, against the doctor's other types. */
  weight: number;
}

export interface DemoDoctor {
  email: string;
  firstName: string;
  lastName: string;
  clinic: DemoClinicKey;
  speciality: DemoSpecialityKey;
  room: string;
  bio: string;
  slotMinutes: number;
  capacity: number;
  /** Weekdays (0 = Sunday) and the local hours worked on each. */
  days: number[];
  hours: [string, string][];
  types: DemoType[];
}

const SUN_THU = [0, 1, 2, 3, 4];
const SAT_THU = [6, 0, 1, 2, 3, 4];
const type = (nameAr: string, nameEn: string, minutes: number, sar: number, autoConfirm: boolean, weight = 1) => ({
  nameAr,
  nameEn,
  minutes,
  sar,
  autoConfirm,
  weight,
});

/** Eight doctors, four a clinic; the first is the README's doctor@bayan.local. */
export const DEMO_DOCTORS: DemoDoctor[] = [
  {
    email: 'doctor@bayan.local',
    firstName: 'سارة',
    lastName: 'المالكي',
    clinic: 'riyadh',
    speciality: 'family',
    room: '101',
    bio: 'استشارية طب الأسرة، زمالة الكلية الملكية، خبرة خمسة عشر عامًا في رعاية الأمراض المزمنة وصحة الأسرة.',
    slotMinutes: 20,
    capacity: 1,
    days: SAT_THU,
    hours: [
      ['09:00', '13:00'],
      ['16:00', '20:00'],
    ],
    types: [type('كشف طب أسرة', 'Family consultation', 20, 150, false, 2), type('متابعة', 'Follow-up', 20, 80, true)],
  },
  {
    email: 'dr.ahmed@bayan.local',
    firstName: 'أحمد',
    lastName: 'القحطاني',
    clinic: 'riyadh',
    speciality: 'pediatrics',
    room: '102',
    bio: 'استشاري طب الأطفال وحديثي الولادة، يتابع نمو الطفل والتطعيمات ونوبات الربو.',
    slotMinutes: 15,
    capacity: 2,
    days: SUN_THU,
    hours: [['09:00', '15:00']],
    types: [
      type('كشف أطفال', 'Pediatric consultation', 30, 200, false, 2),
      type('تطعيم', 'Vaccination', 15, 120, true),
    ],
  },
  {
    email: 'dr.noura@bayan.local',
    firstName: 'نورة',
    lastName: 'العتيبي',
    clinic: 'riyadh',
    speciality: 'dermatology',
    room: '103',
    bio: 'أخصائية الأمراض الجلدية والتجميل، البورد السعودي، مهتمة بعلاج حب الشباب والليزر.',
    slotMinutes: 30,
    capacity: 1,
    days: [6, 1, 3],
    hours: [['16:00', '21:00']],
    types: [
      { ...type('استشارة جلدية', 'Dermatology consultation', 30, 250, false, 3), cutoffHours: 12 },
      type('جلسة ليزر', 'Laser session', 60, 450, false),
      type('متابعة', 'Follow-up', 30, 120, true, 2),
    ],
  },
  {
    email: 'dr.fahad@bayan.local',
    firstName: 'فهد',
    lastName: 'الدوسري',
    clinic: 'riyadh',
    speciality: 'dentistry',
    room: 'D1',
    bio: 'أخصائي طب الأسنان العام والتجميلي، خبرة عشر سنوات في الحشوات والتنظيف وتبييض الأسنان.',
    slotMinutes: 15,
    capacity: 1,
    days: SUN_THU,
    hours: [
      ['10:00', '14:00'],
      ['17:00', '21:00'],
    ],
    types: [
      type('كشف أسنان', 'Dental check-up', 15, 100, true, 3),
      type('تنظيف الأسنان', 'Teeth cleaning', 45, 250, false),
      type('حشوة تجميلية', 'Composite filling', 45, 350, false),
    ],
  },
  {
    email: 'dr.mohammed@bayan.local',
    firstName: 'محمد',
    lastName: 'الغامدي',
    clinic: 'jeddah',
    speciality: 'cardiology',
    room: 'A1',
    bio: 'استشاري أمراض القلب والقسطرة، زمالة كندية، يتابع ارتفاع الضغط وقصور القلب.',
    slotMinutes: 30,
    capacity: 1,
    days: [6, 0, 1, 2, 3],
    hours: [['10:00', '14:00']],
    types: [
      type('استشارة قلب', 'Cardiology consultation', 30, 350, false, 2),
      type('تخطيط القلب', 'ECG', 30, 200, true),
    ],
  },
  {
    email: 'dr.reem@bayan.local',
    firstName: 'ريم',
    lastName: 'الزهراني',
    clinic: 'jeddah',
    speciality: 'obgyn',
    room: 'B1',
    bio: 'استشارية النساء والولادة، تتابع الحمل من أشهره الأولى حتى الولادة، وأطفال الأنابيب.',
    slotMinutes: 20,
    capacity: 1,
    days: SUN_THU,
    hours: [['16:00', '22:00']],
    types: [
      type('كشف نساء', 'Gynaecology consultation', 20, 250, false, 2),
      type('متابعة حمل مع سونار', 'Pregnancy follow-up with ultrasound', 40, 300, true),
    ],
  },
  {
    email: 'dr.abdullah@bayan.local',
    firstName: 'عبدالله',
    lastName: 'الحربي',
    clinic: 'jeddah',
    speciality: 'family',
    room: 'A2',
    bio: 'أخصائي طب الأسرة، يعتني بمرضى السكري وضغط الدم، ويقدم الفحوصات الدورية للموظفين.',
    slotMinutes: 15,
    capacity: 1,
    days: SAT_THU,
    hours: [
      ['10:00', '13:00'],
      ['17:00', '21:00'],
    ],
    types: [type('كشف', 'Consultation', 15, 120, true, 2), type('كشف مطوّل', 'Extended consultation', 30, 180, false)],
  },
  {
    email: 'dr.haifa@bayan.local',
    firstName: 'هيفاء',
    lastName: 'الشهري',
    clinic: 'jeddah',
    speciality: 'pediatrics',
    room: 'B2',
    bio: 'أخصائية طب الأطفال، مهتمة بتغذية الرضع والحساسية عند الأطفال.',
    slotMinutes: 20,
    capacity: 1,
    days: [6, 1, 3, 4],
    hours: [['17:00', '22:00']],
    types: [type('كشف أطفال', 'Pediatric consultation', 20, 180, false, 2), type('متابعة', 'Follow-up', 20, 90, true)],
  },
];
