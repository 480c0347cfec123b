import type { Client } from '../../lib/caller.js';
import { HOUR_MS, takeOrThrow, type Rate } from '../../lib/throttle/limit.js';
import type { AuthDeps } from './auth.deps.js';
import { identityKey } from './identifier.js';

/** Sign-ups per email and per phone an hour, whoever asks, whether or not an account holds them. */
export const SIGN_UPS_PER_TARGET: Rate = { limit: 3, windowMs: HOUR_MS };
/** A visitor's appointment requests (clinic reservations, anonymous): per IP and per phone an hour. */
export const RESERVATIONS_PER_IP: Rate = { limit: 10, windowMs: HOUR_MS };
export const RESERVATIONS_PER_PHONE: Rate = { limit: 3, windowMs: HOUR_MS };

/**
 * The per-IP and per-recipient limits of every public or self-service call that writes an SMS or
 * email to the outbox, so nobody can use the product to flood a phone or inbox, or to send mail in
 * bulk. The recipient's own limits (phone-otp.ts, email-confirmation.ts, password-reset.ts) count
 * alongside. The keys are the typed values, so known and unknown recipients answer alike.
 */
export class SendLimits {
  constructor(private readonly deps: AuthDeps) {}

  /** register and patient-register: SIGNUPS_PER_IP an hour per IP (5 by default), 3 per email and per phone. */
  async signUp(client: Client, target: { email: string; phone: string }): Promise<void> {
    const { throttles } = this.deps.repos;
    const now = this.deps.clock.now();
    const perIp: Rate = { limit: this.deps.config.signUpsPerIp, windowMs: HOUR_MS };
    if (client.ip) await takeOrThrow(throttles, `signup:ip:${client.ip}`, perIp, now);
    for (const identity of [{ email: target.email.toLowerCase() }, { phone: target.phone }]) {
      await takeOrThrow(throttles, `signup:${identityKey(identity)}`, SIGN_UPS_PER_TARGET, now);
    }
  }

  /** appointment-reservation: counted per IP and per phone before the request is stored or its code sent. */
  async reservation(client: Client, phone: string): Promise<void> {
    const { throttles } = this.deps.repos;
    const now = this.deps.clock.now();
    if (client.ip) await takeOrThrow(throttles, `reservation:ip:${client.ip}`, RESERVATIONS_PER_IP, now);
    await takeOrThrow(throttles, `reservation:${identityKey({ phone })}`, RESERVATIONS_PER_PHONE, now);
  }

  /**
   * A call that sends one message to a recipient the caller names or owns (forget-password,
   * send-phone-otp, send-confirmation-email, signing codes): MESSAGES_PER_IP an hour per IP (20 by default).
   */
  async message(client: Client): Promise<void> {
    if (!client.ip) return;
    const perIp: Rate = { limit: this.deps.config.messagesPerIp, windowMs: HOUR_MS };
    await takeOrThrow(this.deps.repos.throttles, `send:ip:${client.ip}`, perIp, this.deps.clock.now());
  }
}
