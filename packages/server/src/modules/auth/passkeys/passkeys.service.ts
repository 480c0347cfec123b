import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyAuthenticationResponse, PasskeyOptions, PasskeyRegister } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { AuthDeps } from '../auth.deps.js';
import type { MfaPolicy } from '../totp/mfa-policy.js';
import { CHALLENGE_TTL_MS, PasskeyChallenges } from './passkey-challenges.js';
import type { PasskeyRow } from './passkeys.table.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[];

/**
 * An account's passkeys (WebAuthn): adding one (options, then the browser's answer), listing,
 * renaming, removing, and checking an assertion for a login. Each passkey is a second factor for
 * the mfa policy (mfa-policy.ts): a role that must have one may have passkeys, an app, or both.
 */
export class PasskeyService {
  readonly rp: RelyingParty;
  private readonly challenges: PasskeyChallenges;

  constructor(
    private readonly deps: AuthDeps,
    private readonly policy: MfaPolicy,
  ) {
    this.rp = relyingParty(deps.config.publicUrl);
    this.challenges = new PasskeyChallenges(deps);
  }

  private get repo() {
    return this.deps.repos.passkeys;
  }

  async list(caller: Caller): Promise<Passkey[]> {
    return (await this.repo.listOf(caller.accountId)).map(toPasskey);
  }

  /** The options for navigator.credentials.create: a discoverable credential, none the account already has. */
  async registrationOptions(caller: Caller): Promise<PasskeyOptions> {
    const user = await this.deps.users.accounts.findById(caller.accountId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    const existing = await this.repo.listOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: await this.deps.settings.get('site_name'),
      rpID: this.rp.rpId,
      // Shown by the browser and kept by the authenticator (maybe synced): never the national ID.
      userName: user.email ?? user.phone ?? user.pubkey,
      userID: new TextEncoder().encode(user.pubkey),
      challenge: await this.challenges.issue('register', user.id),
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { ...options };
  }

  /**
   * The browser's answer to those options: the passkey is kept under its name. The first second
   * factor of an account ends its other sessions (they may predate it), as the app's does.
   */
  async register(caller: Caller, body: PasskeyRegister): Promise<Passkey> {
    const verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => this.challenges.take(challenge, 'register', caller.accountId),
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    const info = verification?.verified ? verification.registrationInfo : undefined;
    if (!info) throw new AppError('AUTH_PASSKEY_INVALID');
    const now = this.deps.clock.now();
    const hadFactor = await this.policy.enabled(caller.accountId);
    const row = await this.deps.transact(async ({ passkeys }, tx) => {
      const added = await passkeys.add(
        {
          userId: caller.accountId,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          name: body.name,
        },
        now,
      );
      if (!added) throw new AppError('AUTH_PASSKEY_EXISTS');
      if (!hadFactor) await this.deps.sessions.revokeAllForUser(caller.accountId, now, caller.sessionId, tx);
      await this.deps.audit.record(
        caller,
        {
          action: 'auth.passkey_add',
          entity: 'user',
          entityId: caller.accountId,
          after: { passkey: added.id, name: added.name },
        },
        { tx, at: now },
      );
      return added;
    });
    return toPasskey(row);
  }

  async rename(caller: Caller, id: number, name: string): Promise<void> {
    if (!(await this.repo.rename(caller.accountId, id, name))) throw new AppError('AUTH_PASSKEY_NOT_FOUND');
  }

  /** Removes one of the account's passkeys; not the last second factor of a role that must have one. */
  async remove(caller: Caller, id: number): Promise<void> {
    const now = this.deps.clock.now();
    const required = await this.policy.required(caller.role);
    await this.deps.transact(async ({ passkeys, totp }, tx) => {
      // The account's row is locked: two removals at once cannot each leave the other's passkey the last.
      await this.deps.users.accounts.findById(caller.accountId, { tx, forUpdate: true });
      const removed = await passkeys.remove(caller.accountId, id);
      if (!removed) throw new AppError('AUTH_PASSKEY_NOT_FOUND');
      const left = (await passkeys.countOf(caller.accountId)) > 0 || (await totp.find(caller.accountId))?.enabledAt;
      if (required && !left) throw new AppError('AUTH_PASSKEY_LAST_FACTOR');
      await this.deps.audit.record(
        caller,
        {
          action: 'auth.passkey_remove',
          entity: 'user',
          entityId: caller.accountId,
          before: { passkey: removed.id, name: removed.name },
        },
        { tx, at: now },
      );
    });
  }

  /**
   * The options for navigator.credentials.get: for the login's second step, the account's own
   * passkeys (user verification preferred: the password was the first factor); for a passwordless
   * login (`userId` null), any discoverable passkey of this site, user verification required.
   */
  async authenticationOptions(userId: number | null): Promise<PasskeyOptions> {
    const allowed = userId === null ? [] : await this.repo.listOf(userId);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      challenge: await this.challenges.issue(userId === null ? 'login' : 'mfa', userId),
      timeout: CHALLENGE_TTL_MS,
      allowCredentials: allowed.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
      userVerification: userId === null ? 'required' : 'preferred',
    });
    return { ...options };
  }

  /**
   * Checks an assertion against the challenge it signed (spent once) and the stored key, for the
   * login's second step (the account of `userId`) or a passwordless login (null: any account, but
   * its authenticator must have verified its user, so the passkey stands for both factors). A
   * counter at or below the stored one is refused (a cloned authenticator). The passkey, or null.
   */
  async check(response: PasskeyAuthenticationResponse, userId: number | null): Promise<PasskeyRow | null> {
    const passkey = await this.repo.byCredentialId(response.id);
    if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => this.challenges.take(challenge, userId === null ? 'login' : 'mfa', userId),
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: userId === null,
    }).catch(() => null);
    if (!verification?.verified) return null;
    const { newCounter } = verification.authenticationInfo;
    return (await this.repo.used(passkey.id, passkey.counter, newCounter, this.deps.clock.now())) ? passkey : null;
  }
}
