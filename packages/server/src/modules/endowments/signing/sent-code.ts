import { OTP_RESEND_MS, OTP_TTL_MS } from '../../auth/phone-otp.js';
import { maskPhone } from './masking.js';

/** A code's answer: the phone it went to (masked), how long it lives, when another may be asked. */
export const sentCode = (phone: string) => ({
  phone: maskPhone(phone),
  expiresInSeconds: OTP_TTL_MS / 1000,
  resendAfterSeconds: OTP_RESEND_MS / 1000,
});
