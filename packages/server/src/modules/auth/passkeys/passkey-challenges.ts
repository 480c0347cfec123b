import { randomBytes } from 'node:crypto';
import type { AuthDeps } from '../auth.deps.js';
import type { ChallengePurpose } from './passkeys.table.js';

/** How long a browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The WebAuthn challenges: random, good for one purpose (and one account, but for a passwordless
 * login's) for 5 minutes, and once. They are kept in the database (passkey_challenges) rather
 * than bound into a signed token: a signed token alone cannot be spent once, the used-once check
 * would need a table anyway, and with the row itself every API process sees the same challenges
 * and a DELETE … RETURNING lets exactly one request take each.
 */
export class PasskeyChallenges {
  constructor(private readonly deps: AuthDeps) {}

  /** A new challenge's bytes; it is kept as the base64url the browser's clientDataJSON will name. */
  async issue(purpose: ChallengePurpose, userId: number | null): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = new Uint8Array(randomBytes(32));
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    await this.deps.repos.passkeys.saveChallenge(
      Buffer.from(bytes).toString('base64url'),
      purpose,
      userId,
      expiresAt,
      now,
    );
    return bytes;
  }

  /** Spends the challenge if it is live, of this purpose and for this account (null: none bound); else false. */
  async take(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
    const row = await this.deps.repos.passkeys.takeChallenge(challenge, purpose, this.deps.clock.now());
    return row !== undefined && row.userId === userId;
  }
}
