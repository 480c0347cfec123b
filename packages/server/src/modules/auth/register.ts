import type { Client } from '../../lib/caller.js';
import type { Language, RegisterBody, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { AuthDeps } from './auth.deps.js';
import { signIn } from './sign-in.js';
import { NO_MFA } from './totp/mfa-policy.js';
import { toProfile } from '../users/users.mapper.js';
import { newPubkey } from '../users/users.service.js';
import type { UserRow } from '../users/users.table.js';
import type { EmailConfirmation } from './email-confirmation.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertStrongPassword } from './password-rules.js';
import type { PhoneOtp } from './phone-otp.js';
import { RateLimitedError } from '../../lib/throttle/rate-limited-error.js';
import { isUniqueViolation } from './unique-violation.js';
import type { SendLimits } from './send-limits.js';

/**
 * Sign-up (register: a USER; patient-register: a PATIENT). It answers the same whether or not
 * the email, phone or ID number already belongs to someone (PRODUCT.md §5): a taken one is kept
 * pending (unbound, users.table.ts), so the profile shows what was typed either way.
 */
export class Registration {
  constructor(
    private readonly deps: AuthDeps,
    private readonly otp: PhoneOtp,
    private readonly emails: EmailConfirmation,
    private readonly limits: SendLimits,
  ) {}

  async register(body: RegisterBody, role: 'USER' | 'PATIENT', client: Client, lang: Language): Promise<Tokens> {
    // An admin can close sign-ups (settings: registration_open); admin-created accounts still work.
    if (!(await this.deps.settings.get('registration_open'))) throw new AppError('AUTH_REGISTRATION_CLOSED');
    assertStrongPassword(body.password, body, lang);
    // When on, the new account must confirm its phone before anything else (access.ts).
    const mustVerifyPhone = await this.deps.settings.get('otp_required_at_signup');
    // Counted once the form is valid: a sign-up sends an SMS and an email to numbers it names.
    await this.limits.signUp(client, body);
    const passwordHash = await hashPassword(body.password);
    const { user, tokens, taken } = await this.create({ body, role, passwordHash, mustVerifyPhone }, client);
    // The code and the link are sent after the account commits, each with its own token, not in
    // its transaction: the account must stand even when the phone is past its hourly SMS limit
    // (the code can be asked for again later), and those limits must count outside any rollback.
    await this.otp.send({ userId: user.id }, body.phone, 'register', lang);
    await this.emails.send(user.id, body.email, taken.email).catch(ignoreRateLimited);
    return tokens;
  }

  private async create(
    account: { body: RegisterBody; role: 'USER' | 'PATIENT'; passwordHash: string; mustVerifyPhone: boolean },
    client: Client,
    tries = 1,
  ): Promise<{ user: UserRow; tokens: Tokens; taken: { email: boolean } }> {
    const { body, role, passwordHash, mustVerifyPhone } = account;
    const now = this.deps.clock.now();
    try {
      return await this.deps.transact(async (_repos, tx) => {
        const taken = await this.deps.users.accounts.takenIdentifiers(
          {
            email: body.email,
            phone: body.phone,
            idNumber: body.idNumber,
          },
          undefined,
          tx,
        );
        const user = await this.deps.users.accounts.insert(
          {
            pubkey: newPubkey(),
            firstName: body.firstName,
            fatherName: body.fatherName ?? null,
            grandfatherName: body.grandfatherName ?? null,
            lastName: body.lastName,
            gender: body.gender,
            birthday: body.birthday ?? null,
            email: taken.email ? null : body.email,
            pendingEmail: taken.email ? body.email : null,
            phone: taken.phone ? null : body.phone,
            pendingPhone: taken.phone ? body.phone : null,
            idNumber: taken.idNumber ? null : (body.idNumber ?? null),
            pendingIdNumber: taken.idNumber ? (body.idNumber ?? null) : null,
            passwordHash,
            passwordChangedAt: now,
            role,
            mustVerifyPhone,
          },
          tx,
        );
        const entry = { action: 'auth.register', entity: 'user', entityId: user.id, after: toProfile(user) } as const;
        await this.deps.audit.record({ ...client, accountId: user.id }, entry, { tx, at: now });
        // USER and PATIENT are never asked for a second factor, and a new account has none.
        const tokens = await signIn(this.deps.sessions, user, client, now, tx, NO_MFA);
        return { user, tokens, taken };
      });
    } catch (error) {
      // Two sign-ups raced for one identifier: the loser tries again and now finds it taken.
      if (tries < 3 && isUniqueViolation(error)) return this.create(account, client, tries + 1);
      throw error;
    }
  }
}

/** The account stands even when its address had all its links this hour: the link can be asked for again. */
function ignoreRateLimited(error: unknown): void {
  if (!(error instanceof RateLimitedError)) throw error;
}
