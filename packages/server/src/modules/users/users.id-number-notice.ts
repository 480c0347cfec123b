import type { Tx } from '../../lib/module/transaction.js';
import { HELLO, renderEmail, type EmailText } from '../outbox/email-layout.js';
import type { MessageText } from '../outbox/messages.js';
import type { UsersDeps } from './users.deps.js';
import type { UserRow } from './users.table.js';

/** What happened to the account's ID number: its owner changed it, or support released it. */
export type IdNumberEvent = 'changed' | 'released';

// The notices never carry the number itself. The owner's language is not known (a change may be
// an intruder's), so the SMS, like the contact-change one, is Arabic first, then English; every email is in both.
const EMAILS: Record<IdNumberEvent, EmailText> = {
  changed: renderEmail({
    subject: { ar: 'تغيّر رقم الهوية في حسابك في بيان', en: 'The ID number on your Bayan account changed' },
    ar: [
      HELLO.ar,
      { text: 'تغيّر رقم الهوية في حسابك في بيان.' },
      { text: 'إن كنت أنت فلا حاجة لأي إجراء.' },
      { text: 'إن لم تكن أنت فتواصل مع الدعم فوراً، وأعد تعيين كلمة المرور.' },
    ],
    en: [
      HELLO.en,
      { text: 'The ID number on your Bayan account was changed.' },
      { text: 'If it was you, there is nothing to do.' },
      { text: 'If it was not you, contact support at once and reset your password.' },
    ],
  }),
  released: renderEmail({
    subject: { ar: 'أُزيل رقم الهوية من حسابك في بيان', en: 'The ID number was removed from your Bayan account' },
    ar: [
      HELLO.ar,
      { text: 'أزال فريق الدعم رقم الهوية من حسابك في بيان، بعد أن طلبه صاحبه.' },
      { text: 'إن كان الرقم رقمك فتواصل مع الدعم.' },
    ],
    en: [
      HELLO.en,
      { text: 'Support removed the ID number from your Bayan account, at the request of its holder.' },
      { text: 'If the number is yours, contact support.' },
    ],
  }),
};

/** The email of an ID-number event (its text never changes: rendered once). */
export const idNumberEmail = (event: IdNumberEvent): EmailText => EMAILS[event];

const SMS: Record<IdNumberEvent, MessageText> = {
  changed: {
    subject: 'تغيّر رقم الهوية | ID number changed',
    body: [
      'بيان: تغيّر رقم الهوية في حسابك. إن لم تكن أنت فتواصل مع الدعم فوراً.',
      'Bayan: the ID number on your account changed. Not you? Contact support at once.',
    ].join('\n'),
  },
  released: {
    subject: 'أُزيل رقم الهوية | ID number removed',
    body: [
      'بيان: أزال الدعم رقم الهوية من حسابك. إن كان رقمك فتواصل مع الدعم.',
      'Bayan: support removed the ID number from your account. If it is yours, contact support.',
    ].join('\n'),
  },
};

/**
 * Tells the account, at the email and confirmed phone it had before the write, that its ID number
 * changed or was released. An unconfirmed phone may be anyone's: texting it at each change would
 * let an account pump SMS to a stranger. The users module cannot reach the live notifications
 * (they need users), so the outbox carries it; the messages commit with the change.
 */
export async function noticeIdNumber(
  deps: UsersDeps,
  account: Pick<UserRow, 'email' | 'phone' | 'isPhoneVerified'>,
  event: IdNumberEvent,
  tx: Tx,
): Promise<void> {
  const { email, phone } = account;
  if (email) await deps.outbox.send({ channel: 'email', recipient: email, ...idNumberEmail(event) }, tx);
  if (phone && account.isPhoneVerified) await deps.outbox.send({ channel: 'sms', recipient: phone, ...SMS[event] }, tx);
}
