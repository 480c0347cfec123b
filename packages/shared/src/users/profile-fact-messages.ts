import type { Language } from '../i18n/languages.js';
import type { ProfileFact } from './profile-completion.js';

/** What the create gate says of each missing fact (ENDOWMENT_PROFILE_INCOMPLETE `details`). */
export const PROFILE_FACT_MESSAGES: Record<ProfileFact, Record<Language, string>> = {
  firstName: { ar: 'الاسم الأول مطلوب.', en: 'Your first name is missing.' },
  fatherName: { ar: 'اسم الأب مطلوب.', en: 'Your father’s name is missing.' },
  grandfatherName: { ar: 'اسم الجد مطلوب.', en: 'Your grandfather’s name is missing.' },
  lastName: { ar: 'اسم العائلة مطلوب.', en: 'Your family name is missing.' },
  idNumber: { ar: 'رقم الهوية مطلوب.', en: 'Your ID number is missing.' },
  birthday: { ar: 'تاريخ الميلاد مطلوب.', en: 'Your birth date is missing.' },
  phoneVerified: { ar: 'وثّق رقم جوالك.', en: 'Verify your mobile number.' },
  emailVerified: { ar: 'وثّق بريدك الإلكتروني.', en: 'Verify your email address.' },
  nationalAddress: {
    ar: 'أكمل العنوان الوطني: رقم المبنى والشارع والحي والمدينة والرمز البريدي والرقم الإضافي.',
    en: 'Complete your national address: building number, street, district, city, postal code and additional number.',
  },
  gender: { ar: 'الجنس غير محدد.', en: 'Your gender is not set.' },
  document: { ar: 'لم تُرفع وثيقة الهوية.', en: 'No ID document is uploaded.' },
};
