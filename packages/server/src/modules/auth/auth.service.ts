import type { Profile, Tokens } from '@bayan/shared';
import type { Caller, Client, Identity } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import { canSignIn } from '../users/users.accounts.js';
import { mustVerifyPhone, toProfile } from '../users/users.mapper.js';
import type { AuthDeps } from './auth.deps.js';
import { EmailConfirmation } from './email-confirmation.js';
import { LoginService } from './login.js';
import { LoginThrottle } from './login-throttle.js';
import { PhoneVerification } from './otp-verify.js';
import { PasswordReset } from './password-reset.js';
import { Passwords } from './passwords.js';
import { PhoneOtp } from './phone-otp.js';
import { Registration } from './register.js';
import { SendLimits } from './send-limits.js';
import { DeviceTokens } from './device-token.js';
import { MfaPolicy } from './totp/mfa-policy.js';
import { PasskeyLogin } from './passkeys/passkey-login.js';
import { PasskeyService } from './passkeys/passkeys.service.js';
import { TotpReset } from './totp/totp-reset.js';
import { TotpService } from './totp/totp.service.js';

/** The accounts flows, one object per operation (PRODUCT.md §5); the routes call them directly. */
export class AuthService {
  readonly logins: LoginService;
  readonly registration: Registration;
  readonly phoneOtp: PhoneOtp;
  readonly phoneVerification: PhoneVerification;
  readonly emailConfirmation: EmailConfirmation;
  readonly passwordReset: PasswordReset;
  readonly passwords: Passwords;
  readonly devices: DeviceTokens;
  /** Who must have a second factor, and whether they do. */
  readonly mfa: MfaPolicy;
  /** The account's own authenticator app and recovery codes. */
  readonly totp: TotpService;
  /** The account's own passkeys (WebAuthn). */
  readonly passkeys: PasskeyService;
  /** A login by passkey: the second step's, or a passwordless one. */
  readonly passkeyLogins: PasskeyLogin;
  /** Support's reset of another account's second factor (SUPERADMIN). */
  readonly totpReset: TotpReset;
  /** The per-IP and per-recipient limits of the calls that send messages (the clinic's reservations too). */
  readonly limits: SendLimits;

  constructor(private readonly deps: AuthDeps) {
    const throttle = new LoginThrottle(deps);
    this.devices = new DeviceTokens(deps.config);
    this.mfa = new MfaPolicy(deps);
    this.totp = new TotpService(deps, this.mfa);
    this.totpReset = new TotpReset(deps);
    // The users list and detail say which accounts have a second factor (User.totpEnabled).
    deps.users.secondFactors.register((ids) => this.mfa.enabledAmong(ids));
    this.logins = new LoginService(deps, throttle, this.devices, this.mfa, this.totp);
    this.passkeys = new PasskeyService(deps, this.mfa);
    this.passkeyLogins = new PasskeyLogin(deps, throttle, this.devices, this.logins, this.passkeys);
    const limits = new SendLimits(deps);
    this.limits = limits;
    this.phoneOtp = new PhoneOtp(deps, limits);
    this.phoneVerification = new PhoneVerification(deps, this.phoneOtp, this.mfa);
    this.emailConfirmation = new EmailConfirmation(deps, limits);
    this.registration = new Registration(deps, this.phoneOtp, this.emailConfirmation, limits);
    this.passwordReset = new PasswordReset(deps, throttle, limits);
    this.passwords = new Passwords(deps, this.mfa);
  }

  /** The account behind a bearer token; its role and status are re-read from the database, not trusted from the token. */
  async authenticate(token: string): Promise<Identity | null> {
    const claims = await this.deps.sessions.verifyAccess(token);
    if (!claims) return null;
    const user = await this.deps.users.accounts.findByPubkey(claims.sub);
    if (!user || !canSignIn(user) || !(await this.deps.sessions.isLive(claims.sid, user.id))) return null;
    return {
      accountId: user.id,
      pubkey: user.pubkey,
      role: user.role,
      sessionId: claims.sid,
      mustChangePassword: user.mustChangePassword,
      mustVerifyPhone: mustVerifyPhone(user),
      mustEnrolTotp: await this.mfa.mustEnrol(user),
    };
  }

  /** New tokens for a refresh token, while its account may still sign in. */
  async refresh(token: string, client: Client): Promise<Tokens> {
    const { accounts } = this.deps.users;
    const { subject, tokens } = await this.deps.sessions.refresh(token, client, async (userId, tx) => {
      const user = await accounts.findById(userId, { tx });
      return user && canSignIn(user) ? user : undefined;
    });
    return { ...tokens, profile: { ...toProfile(subject), ...(await this.mfa.flags(subject)) } };
  }

  async profile(caller: Caller): Promise<Profile> {
    const user = await this.deps.users.accounts.findById(caller.accountId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    return { ...toProfile(user), ...(await this.mfa.flags(user)) };
  }
}
