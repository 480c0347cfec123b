import { toLatinDigits } from '@bayan/shared';

export const OTP_LENGTH = 6;

/** What the code field keeps of a typed or pasted code: its digits (٠–٩ read as 0–9), six at most. */
export const otpDigits = (text: string) => toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);
