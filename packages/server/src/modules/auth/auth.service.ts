import type { LoginBody, Tokens } from '@bayan/shared';
import type { ServiceDeps } from '../../services.js';
import type { AuthContext } from './auth-context.js';
import { AppError } from '../../lib/http/app-error.js';
import { toProfile } from '../users/users.mapper.js';
import { identifierOf } from './identifier.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { hashToken, randomToken, type TokenSigner } from './tokens.js';

export type { AuthContext } from './auth-context.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const LOCKED_OUT = new Set(['BLOCKED', 'DELETED']);

export class AuthService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly signer: TokenSigner,
  ) {}

  private get users() {
    return this.deps.repos.users;
  }

  private get sessions() {
    return this.deps.repos.sessions;
  }

  async login(body: LoginBody, client: ClientInfo): Promise<Tokens> {
    const user = await this.users.findByIdentifier(identifierOf(body));
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
    if (!user || !passwordOk || LOCKED_OUT.has(user.status)) throw new AppError('AUTH_INVALID_CREDENTIALS');
    if (needsRehash(user.passwordHash)) await this.users.updatePasswordHash(user.id, await hashPassword(body.password));

    const refreshToken = randomToken();
    const sessionId = await this.sessions.start({ userId: user.id, refreshHash: hashToken(refreshToken), ...client });
    const accessToken = await this.signer.signAccess({ sub: user.pubkey, sid: sessionId, role: user.role });
    return { access_token: accessToken, refresh_token: refreshToken, profile: toProfile(user) };
  }

  /** The caller behind a bearer token; the role is re-read from the database, not trusted from the token. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = await this.signer.verifyAccess(token);
    if (!claims) return null;
    const user = await this.users.findBySession(claims.sub, claims.sid);
    if (!user || LOCKED_OUT.has(user.status)) return null;
    return {
      userId: user.id,
      pubkey: user.pubkey,
      role: user.role,
      sessionId: claims.sid,
      mustChangePassword: user.mustChangePassword,
    };
  }
}
