import type { Language } from '@bayan/shared';
import type { MessageText } from '../../outbox/messages.js';

/**
 * The SMS that asks a patient to let a clinic open their file (6 digits, 5 minutes). It names the
 * clinic and says what giving the code means, so a code nobody asked the patient for warns them.
 * Patients' languages are not stored: the text is in the language of the desk that asked.
 */
export function consentCodeMessage(lang: Language, code: string, clinic: string): MessageText {
  const texts: Record<Language, MessageText> = {
    ar: {
      subject: 'موافقة على فتح ملفك في عيادة',
      body: `رمز بيان: ${code}\nتطلب ${clinic} فتح ملفك الطبي لديها. أعطِ هذا الرمز لموظف الاستقبال فقط إن كنت موافقاً، وإلا فتجاهله. صالح لمدة 5 دقائق.`,
    },
    en: {
      subject: 'Consent to open your file at a clinic',
      body: `Bayan code: ${code}\n${clinic} asks to open your file. Give this code to the reception only if you agree; otherwise ignore it. It is valid for 5 minutes.`,
    },
  };
  return texts[lang];
}
