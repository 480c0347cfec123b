import type { Language } from '../i18n/languages.js';
import type { SettingDefinition } from './setting-definition.js';

/** Every setting the product knows. The server seeds them; the web app builds the settings form from them. */
export const SETTING_DEFINITIONS = {
  site_name: {
    type: 'text',
    group: 'general',
    default: 'بيان',
    public: true,
    label: { ar: 'اسم الموقع', en: 'Site name' },
    description: { ar: 'يظهر في رأس الصفحات وعنوان المتصفح.', en: 'Shown in the page header and the browser title.' },
  },
  contact_email: {
    type: 'email',
    group: 'general',
    default: '',
    public: true,
    label: { ar: 'البريد الإلكتروني للتواصل', en: 'Contact email' },
    description: {
      ar: 'يظهر في الموقع العام؛ اتركه فارغاً لإخفائه.',
      en: 'Shown on the public site; leave empty to hide it.',
    },
  },
  contact_phone: {
    type: 'phone',
    group: 'general',
    default: '',
    public: true,
    label: { ar: 'جوال التواصل', en: 'Contact phone' },
    description: {
      ar: 'رقم جوال سعودي يظهر في الموقع العام؛ اتركه فارغاً لإخفائه.',
      en: 'A Saudi mobile number shown on the public site; leave empty to hide it.',
    },
  },
  default_language: {
    type: 'language',
    group: 'general',
    default: 'ar',
    public: true,
    label: { ar: 'اللغة الافتراضية', en: 'Default language' },
    description: {
      ar: 'لغة الواجهة لزائر لم يختر لغة بعد.',
      en: 'The interface language for a visitor who has not chosen one.',
    },
  },
  site_home: {
    type: 'choice',
    group: 'general',
    default: 'names',
    options: [
      { value: 'names', label: { ar: 'أسماء الله الحسنى', en: 'The names of Allah' } },
      { value: 'clinic', label: { ar: 'العيادات: الحجز والأطباء', en: 'The clinics: booking and doctors' } },
    ],
    public: true,
    label: { ar: 'الصفحة الرئيسية للموقع', en: 'Site home page' },
    description: {
      ar: 'ما يراه الزائر أولاً؛ مجمع طبي يختار العيادات ليظهر «احجز موعداً» في أول الصفحة.',
      en: 'What a visitor sees first; a clinic group chooses the clinics, so "Book an appointment" leads.',
    },
  },
  registration_open: {
    type: 'boolean',
    group: 'accounts',
    default: true,
    public: true,
    label: { ar: 'التسجيل مفتوح', en: 'Registration open' },
    description: { ar: 'يسمح للزوار بإنشاء حسابات جديدة.', en: 'Lets visitors create new accounts.' },
  },
  otp_required_at_signup: {
    type: 'boolean',
    group: 'accounts',
    default: false,
    public: true,
    label: { ar: 'رمز التحقق إلزامي عند التسجيل', en: 'OTP required at sign-up' },
    description: {
      ar: 'عند التفعيل لا يدخل الحساب الجديد لوحة التحكم قبل تأكيد رقم جواله بالرمز.',
      en: 'When on, a new account cannot use the dashboard until it confirms its phone with the code.',
    },
  },
  mfa_required_for_staff_doctors: {
    type: 'boolean',
    group: 'accounts',
    default: false,
    public: false,
    label: {
      ar: 'التحقق بخطوتين إلزامي للموظفين والأطباء',
      en: 'Two-step verification required for staff and doctors',
    },
    description: {
      ar: 'المدير العام والمديرون يفعّلونه دائماً؛ عند التفعيل يُطلب من الموظفين والأطباء ربط تطبيق المصادقة قبل المتابعة.',
      en: 'Always required of superadmins and admins; when on, staff and doctors must link an authenticator app before going on.',
    },
  },
  endowment_signing_reminder_days: {
    type: 'number',
    group: 'general',
    default: 7,
    min: 1,
    max: 90,
    public: false,
    label: { ar: 'تذكير الموقّعين على وثائق الوقف (بالأيام)', en: 'Endowment signer reminder (days)' },
    description: {
      ar: 'يُذكَّر الناظر أو الشاهد الذي لم يوقّع بعد مرة بعد كل هذا العدد من الأيام.',
      en: 'A supervisor or witness who has not signed yet is reminded once after every this many days.',
    },
  },
  clinic_cancellation_cutoff_hours: {
    type: 'number',
    group: 'clinic',
    default: 24,
    min: 0,
    max: 168,
    public: false,
    label: { ar: 'مهلة إلغاء الموعد (بالساعات)', en: 'Appointment cancellation cut-off (hours)' },
    description: {
      ar: 'يمكن للمريض إلغاء موعده حتى هذا العدد من الساعات قبل بدايته.',
      en: 'Patients may cancel an appointment up to this many hours before it starts.',
    },
  },
  clinic_min_notice_minutes: {
    type: 'number',
    group: 'clinic',
    default: 60,
    min: 0,
    max: 10_080,
    public: false,
    label: { ar: 'أقل مهلة للحجز (بالدقائق)', en: 'Minimum booking notice (minutes)' },
    description: {
      ar: 'لا يحجز المريض بنفسه موعداً يبدأ قبل مرور هذه المدة؛ يحجز فريق العيادة أي وقت قادم.',
      en: 'Patients cannot book a slot starting sooner than this; the clinic team may book any time ahead.',
    },
  },
  clinic_waitlist_hold_minutes: {
    type: 'number',
    group: 'clinic',
    default: 15,
    min: 5,
    max: 1440,
    public: false,
    label: { ar: 'مدة حجز الموعد المعروض من قائمة الانتظار (بالدقائق)', en: 'Waitlist offer hold (minutes)' },
    description: {
      ar: 'حين يتفرّغ موعد، يُحجز لأول مريض مناسب في قائمة الانتظار هذه المدة؛ إن لم يؤكده خلالها انتقل إلى التالي.',
      en: 'When a seat frees, it is held this long for the first matching patient on the waitlist; unconfirmed, it passes to the next.',
    },
  },
  clinic_pending_confirm_hours: {
    type: 'number',
    group: 'clinic',
    default: 2,
    min: 0,
    max: 168,
    public: false,
    label: { ar: 'مهلة تأكيد الطلبات المعلّقة (بالساعات)', en: 'Pending request confirmation deadline (hours)' },
    description: {
      ar: 'طلب موعد لم يؤكده الطبيب أو العيادة قبل هذا العدد من الساعات من بدايته يُرفض تلقائياً ويُبلَّغ المريض.',
      en: 'A pending request not confirmed this many hours before it starts is rejected automatically, and the patient is told.',
    },
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
type ValueOf<D> = D extends { type: 'choice'; options: readonly { value: infer V }[] }
  ? V
  : D extends { type: 'number' }
    ? number
    : D extends { type: 'boolean' }
      ? boolean
      : D extends { type: 'language' }
        ? Language
        : string;
export type SettingValues = { [K in SettingKey]: ValueOf<(typeof SETTING_DEFINITIONS)[K]> };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}
