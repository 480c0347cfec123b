import { formatDay, weekdayOf } from '../availability/civil-date.js';
import type { ClinicRepos } from '../clinic.deps.js';
import { campaignPeriod } from '../campaigns/campaign-hours.js';
import type { DemoClinicKey, DemoSpecialityKey } from './demo-directory.js';
import type { DemoDirectory, DemoPeople } from './demo-setup.js';

/** What an offer or a campaign is about: a service (by its English name) or a speciality. */
type DemoTarget = { service: string } | { speciality: DemoSpecialityKey };

interface DemoPromotion {
  clinic: DemoClinicKey;
  titleAr: string;
  titleEn: string;
  description: string;
  /** SAR; either may be missing (spec §3). */
  price: number | null;
  priceAfterDiscount: number | null;
  /** Days from today, both ends included. */
  from: number;
  to: number;
  target: DemoTarget;
}

/** The offers page's current promotions; the first carries the spec's sample prices (7999 → 599 SAR). */
export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    clinic: 'riyadh',
    titleAr: 'باقة إزالة الشعر بالليزر',
    titleEn: 'Laser hair removal package',
    description: 'باقة كاملة من جلسات الليزر لكامل الجسم بإشراف استشارية الجلدية.',
    price: 7999,
    priceAfterDiscount: 599,
    from: -10,
    to: 20,
    target: { service: 'Laser session' },
  },
  {
    clinic: 'riyadh',
    titleAr: 'ابتسامة الصيف: تنظيف الأسنان',
    titleEn: 'Summer smile: teeth cleaning',
    description: 'تنظيف وتلميع الأسنان مع فحص اللثة بسعر خاص طوال مدة العرض.',
    price: null,
    priceAfterDiscount: 149,
    from: -3,
    to: 27,
    target: { speciality: 'dentistry' },
  },
  {
    clinic: 'jeddah',
    titleAr: 'فحص القلب الشامل',
    titleEn: 'Complete heart check-up',
    description: 'كشف استشاري القلب مع تخطيط القلب وقراءة النتائج في زيارة واحدة.',
    price: 600,
    priceAfterDiscount: 450,
    from: -20,
    to: 10,
    target: { speciality: 'cardiology' },
  },
];

interface DemoCampaign {
  clinic: DemoClinicKey;
  titleAr: string;
  titleEn: string;
  description: string;
  /** Days from today (moved past the clinic's weekend), and local hours. */
  inDays: number;
  startTime: string;
  endTime: string;
  capacity: number;
  target: DemoTarget;
  /** Demo patients (by email) registered, and whether the desk has accepted them. */
  registrations: { email: string; accepted: boolean }[];
}

/** The coming campaigns: a free screening day with a few patients registered, and a vaccination day. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    clinic: 'jeddah',
    titleAr: 'يوم الفحص المجاني للضغط والسكر',
    titleEn: 'Free blood pressure and diabetes screening day',
    description: 'قياس ضغط الدم والسكر التراكمي مجانًا مع استشارة طبيب الأسرة. الأماكن محدودة.',
    inDays: 9,
    startTime: '16:00',
    endTime: '20:00',
    capacity: 40,
    target: { speciality: 'family' },
    registrations: [
      { email: 'patient@bayan.local', accepted: true },
      { email: 'patient03@bayan.local', accepted: true },
      { email: 'patient04@bayan.local', accepted: false },
      { email: 'patient09@bayan.local', accepted: false },
    ],
  },
  {
    clinic: 'riyadh',
    titleAr: 'حملة تطعيم الأطفال',
    titleEn: 'Children’s vaccination day',
    description: 'تطعيمات الأطفال الأساسية حسب الجدول الوطني، مع مراجعة بطاقة التطعيم.',
    inDays: 16,
    startTime: '10:00',
    endTime: '14:00',
    capacity: 25,
    target: { service: 'Child vaccination' },
    registrations: [],
  },
];

const HALALAS = 100;

function targetOf(directory: DemoDirectory, target: DemoTarget) {
  if ('service' in target) return { serviceId: directory.services.get(target.service) ?? null, specialityId: null };
  return { serviceId: null, specialityId: directory.specialities[target.speciality] };
}

/** The first day from `day` on that is not one of the clinic's weekend days. */
function workingDay(day: number, weekendDays: readonly number[]): number {
  let out = day;
  while (weekendDays.includes(weekdayOf(out))) out++;
  return out;
}

/**
 * The promotions valid around today and the coming campaigns, written through the campaigns
 * module's repositories; a registration takes its seat with the same conditional UPDATE as a
 * patient's, and the accepted ones move from pending as the desk's acceptance does.
 */
export async function insertOffers(
  repos: ClinicRepos,
  directory: DemoDirectory,
  people: DemoPeople,
  today: number,
): Promise<void> {
  for (const promotion of DEMO_PROMOTIONS) {
    await repos.promotions.insert({
      etablissementId: directory.clinics[promotion.clinic].row.id,
      titleAr: promotion.titleAr,
      titleEn: promotion.titleEn,
      description: promotion.description,
      priceHalalas: promotion.price === null ? null : promotion.price * HALALAS,
      priceAfterDiscountHalalas: promotion.priceAfterDiscount === null ? null : promotion.priceAfterDiscount * HALALAS,
      validFrom: formatDay(today + promotion.from),
      validTo: formatDay(today + promotion.to),
      ...targetOf(directory, promotion.target),
      active: true,
    });
  }
  const patients = new Map(people.patients.map((row) => [row.email, row.id]));
  for (const campaign of DEMO_CAMPAIGNS) {
    const clinic = directory.clinics[campaign.clinic].row;
    const day = workingDay(today + campaign.inDays, clinic.weekendDays);
    const id = await repos.campaigns.insert({
      etablissementId: clinic.id,
      titleAr: campaign.titleAr,
      titleEn: campaign.titleEn,
      description: campaign.description,
      ...campaignPeriod({ ...campaign, date: formatDay(day) }, clinic.timeZone, 'ar'),
      capacity: campaign.capacity,
      ...targetOf(directory, campaign.target),
    });
    for (const { email, accepted } of campaign.registrations) {
      const patientId = patients.get(email);
      if (patientId === undefined || !(await repos.campaigns.takeSeat(id))) continue;
      const registration = await repos.registrations.insert(id, patientId);
      if (accepted) await repos.registrations.moveStatus(registration, 'pending', 'accepted');
    }
  }
}
