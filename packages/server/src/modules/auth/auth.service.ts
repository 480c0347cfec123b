import type { Profile } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import { canSignIn, SessionService } from '../sessions/session.service.js';
import { toProfile } from '../users/users.mapper.js';
import type { AuthContext } from './auth-context.js';
import { EmailConfirmation } from './email-confirmation.js';
import { LoginService } from './login.js';
import { LoginThrottle } from './login-throttle.js';
import { PhoneVerification } from './otp-verify.js';
import { PasswordReset } from './password-reset.js';
import { Passwords } from './passwords.js';
import { PhoneOtp } from './phone-otp.js';
import { Registration } from './register.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { TokenSigner } from './tokens.js';

export type { AuthContext } from './auth-context.js';

/** The accounts flows, one object per operation (PRODUCT.md §5); the routes call them directly. */
export class AuthService {
  readonly sessions: SessionService;
  readonly logins: LoginService;
  readonly registration: Registration;
  readonly phoneOtp: PhoneOtp;
  readonly phoneVerification: PhoneVerification;
  readonly emailConfirmation: EmailConfirmation;
  readonly passwordReset: PasswordReset;
  readonly passwords: Passwords;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly signer: TokenSigner,
    settings: Pick<SettingsService, 'get'>,
  ) {
    const throttle = new LoginThrottle(deps);
    this.sessions = new SessionService(deps, signer);
    this.logins = new LoginService(deps, this.sessions, throttle);
    this.phoneOtp = new PhoneOtp(deps);
    this.phoneVerification = new PhoneVerification(deps, this.phoneOtp, this.sessions);
    this.emailConfirmation = new EmailConfirmation(deps);
    this.registration = new Registration(deps, this.sessions, this.phoneOtp, this.emailConfirmation, settings);
    this.passwordReset = new PasswordReset(deps, throttle);
    this.passwords = new Passwords(deps, this.sessions);
  }

  /** The caller behind a bearer token; the role is re-read from the database, not trusted from the token. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = await this.signer.verifyAccess(token, this.deps.clock.now());
    if (!claims) return null;
    const user = await this.deps.repos.users.findBySession(claims.sub, claims.sid);
    if (!user || !canSignIn(user)) return null;
    return {
      userId: user.id,
      pubkey: user.pubkey,
      role: user.role,
      sessionId: claims.sid,
      mustChangePassword: user.mustChangePassword,
    };
  }

  async profile(auth: AuthContext): Promise<Profile> {
    const user = await this.deps.repos.users.findById(auth.userId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    return toProfile(user);
  }
}
