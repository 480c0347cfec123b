import { formatHijriIso, gregorianToHijri, type EndowmentDraft, type PersonDraft } from '@bayan/shared';
import { DEMO_ENDOWER, DEMO_SUPERVISOR, DEMO_WITNESSES, fullNameOf, personOf } from './demo-parties.js';

/*
 * The demo endower's four drafts, one of each type (PRODUCT.md §8), each complete: it passes every
 * submit rule once its ID card is attached. Fictional people, companies and accounts; the IBANs
 * pass mod-97 and name known banks (Al Rajhi 80, Riyad 20, SNB 10), the company number is a
 * unified number (leading 7), real estate has its deed number and Hijri deed date.
 */

const FORMULA = 'وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث';
const ENDOWER = fullNameOf(DEMO_ENDOWER);

/** The parties every demo draft names: the endower, the demo supervisor and the two demo witnesses. */
const parties = () => ({
  endower: personOf(DEMO_ENDOWER, 'endower', true),
  supervisors: [{ ...personOf(DEMO_SUPERVISOR, 's1'), position: 'ناظر الوقف' }],
  supervisionMode: null,
  witnesses: DEMO_WITNESSES.map((witness, i) => personOf(witness, `w${i + 1}`)),
});

const descendants = (ratio: string): PersonDraft => ({
  key: 'b-descendants',
  kind: 'class',
  firstName: 'ذرية الواقف',
  explanation: 'أولاد الواقف ثم أولادهم وإن نزلوا، من الذكور والإناث، للذكر مثل حظ الأنثيين',
  ratio,
});

const YIELD_ORDER =
  'يُبدأ من غلة الوقف بعمارته وإصلاحه، ثم مكافأة الناظر والمصاريف المبينة، ثم يصرف الباقي على الموقوف عليهم.';

const familyDeed = (): EndowmentDraft => ({
  type: 'family',
  title: 'وقف الفيلا السكنية',
  introduction: `أقر أنا ${ENDOWER}، وأنا بكامل أهليتي المعتبرة شرعاً ونظاماً، بأني أوقفت الفيلا السكنية وسبائك الذهب المبينة أدناه ${FORMULA}، على ذريتي من بعدي، ابتغاء وجه الله تعالى.`,
  notes: `${YIELD_ORDER} ويسكن الفيلا من احتاج إلى السكن من الذرية بلا أجرة.`,
  ultimateBeneficiary: '',
  assets: [
    {
      key: 'a-villa',
      type: 'real_estate',
      ratio: '100',
      landNumber: '418',
      block: '2975',
      deedNumber: '410117028364',
      deedHistory: '1438-05-17',
      totalSpace: '750',
      city: 'الرياض',
      district: 'السليمانية',
    },
    { key: 'a-gold', type: 'gold', ratio: '100', goldKarat: '21', weightGrams: '250' },
  ],
  beneficiaries: [descendants('100')],
  expenses: [
    { key: 'e-upkeep', label: 'صيانة الفيلا وترميمها', kind: 'PERCENT', value: '10' },
    { key: 'e-insurance', label: 'التأمين على الفيلا', kind: 'AMOUNT', value: '3500' },
  ],
  reward: { kind: 'GOING_RATE' },
});

const charityDeed = (): EndowmentDraft => ({
  type: 'charity',
  title: 'وقف الراشد الخيري',
  introduction: `أقر أنا ${ENDOWER} بأني أوقفت رصيد حسابي الجاري وحصتي في شركة الراشد للتجارة والمقاولات المبينين أدناه ${FORMULA}، على جهات البر المذكورة، ابتغاء وجه الله تعالى.`,
  notes: `${YIELD_ORDER} وتصرف حصة الفقراء في السلال الغذائية وسداد الإيجارات.`,
  ultimateBeneficiary: '',
  assets: [
    {
      key: 'a-account',
      type: 'current_account',
      ratio: '100',
      bankName: 'مصرف الراجحي',
      accountName: ENDOWER,
      accountNumber: '504608010243187',
      ibanNumber: 'SA3680000504608010243187',
    },
    {
      key: 'a-company',
      type: 'company',
      ratio: '25',
      companyName: 'شركة الراشد للتجارة والمقاولات',
      crNumber: '7001845263',
      companyOwner: ENDOWER,
      capital: '5000000',
      companyHq: 'الرياض',
      activity: 'التجارة العامة والمقاولات',
    },
  ],
  beneficiaries: [
    { key: 'b-charity', kind: 'entity', firstName: 'جمعية البر الخيرية بالرياض', ratio: '60' },
    { key: 'b-poor', kind: 'class', firstName: 'فقراء مدينة الرياض ومساكينها', ratio: '40' },
  ],
  expenses: [
    { key: 'e-audit', label: 'أتعاب المحاسب القانوني', kind: 'AMOUNT', value: '6000' },
    { key: 'e-bank', label: 'رسوم الحساب المصرفي', kind: 'AMOUNT', value: '600' },
    { key: 'e-reserve', label: 'احتياطي لتنمية الوقف', kind: 'PERCENT', value: '5' },
  ],
  reward: { kind: 'PERCENT', value: '5' },
});

const combinedDeed = (): EndowmentDraft => ({
  type: 'combined',
  title: 'وقف عمارة جدة',
  introduction: `أقر أنا ${ENDOWER} بأني أوقفت نصف العمارة التجارية وحسابي الجاري المبينين أدناه ${FORMULA}، تصرف نصف غلته على ذريتي ونصفها الآخر على جهات البر المذكورة.`,
  notes: YIELD_ORDER,
  ultimateBeneficiary: '',
  assets: [
    {
      key: 'a-building',
      type: 'real_estate',
      ratio: '50',
      landNumber: '77/ب',
      block: '1186',
      deedNumber: '820104039517',
      deedHistory: '1442-09-03',
      totalSpace: '1200',
      city: 'جدة',
      district: 'الروضة',
    },
    {
      key: 'a-account',
      type: 'current_account',
      ratio: '100',
      bankName: 'بنك الرياض',
      accountName: ENDOWER,
      accountNumber: '2419573600940',
      ibanNumber: 'SA1020000002419573600940',
    },
  ],
  beneficiaries: [
    descendants('50'),
    { key: 'b-quran', kind: 'entity', firstName: 'جمعية تحفيظ القرآن الكريم بجدة', ratio: '25' },
    { key: 'b-poor', kind: 'class', firstName: 'الفقراء والمساكين في جدة', ratio: '25' },
  ],
  expenses: [
    { key: 'e-upkeep', label: 'صيانة العمارة وعمارتها', kind: 'PERCENT', value: '12.5' },
    { key: 'e-management', label: 'إدارة الأملاك وتحصيل الإيجارات', kind: 'PERCENT', value: '2.5' },
  ],
  reward: { kind: 'AMOUNT', value: '12000' },
});

const atomicCharitableDeed = (): EndowmentDraft => ({
  type: 'atomic_charitable',
  introduction: `أقر أنا ${ENDOWER} بأني أوقفت حصتي في شركة الراشد للتجارة والمقاولات وسبائك الذهب ومحفظتي الاستثمارية المبينة أدناه ${FORMULA}، على ذريتي، فإذا انقرضوا آل الوقف إلى جمعية رعاية الأيتام بالرياض.`,
  notes: YIELD_ORDER,
  ultimateBeneficiary: 'جمعية رعاية الأيتام بالرياض',
  assets: [
    {
      key: 'a-company',
      type: 'company',
      ratio: '40',
      companyName: 'شركة الراشد للتجارة والمقاولات',
      crNumber: '7001845263',
      companyOwner: ENDOWER,
      capital: '5000000',
      companyHq: 'الرياض',
      activity: 'التجارة العامة والمقاولات',
    },
    { key: 'a-gold', type: 'gold', ratio: '100', goldKarat: '24', weightGrams: '100' },
    {
      key: 'a-stocks',
      type: 'stock_portfolio',
      ratio: '30',
      bankName: 'البنك الأهلي السعودي',
      accountName: ENDOWER,
      accountNumber: '17745218300101',
    },
    { key: 'a-silver', type: 'silver', ratio: '100', fineness: '999', weightGrams: '1500' },
  ],
  beneficiaries: [descendants('100')],
  expenses: [
    { key: 'e-custody', label: 'حفظ السبائك في خزينة مصرفية', kind: 'AMOUNT', value: '1800' },
    { key: 'e-broker', label: 'عمولات إدارة المحفظة', kind: 'PERCENT', value: '1.5' },
  ],
  reward: { kind: 'PERCENT', value: '3' },
});

/** The four drafts dated `today` (YYYY-MM-DD, Riyadh), the Hijri date derived from it. */
export function demoDeeds(today: string): EndowmentDraft[] {
  const hijri = gregorianToHijri(today);
  const dates = { gregorianDate: today, hijriDate: hijri ? formatHijriIso(hijri) : '' };
  return [familyDeed, charityDeed, combinedDeed, atomicCharitableDeed].map((deed) => ({
    ...dates,
    ...deed(),
    ...parties(),
  }));
}
