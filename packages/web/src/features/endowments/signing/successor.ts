import type { EndowmentInvitation } from '@bayan/shared';

type Bound = Pick<EndowmentInvitation, 'pubkey' | 'role' | 'state' | 'version'> & { deed: { pubkey: string } | null };

/**
 * The invitation that replaced a revoked one: the same deed and role, a later version, not itself
 * revoked (the deed was edited and submitted again). None while the deed is still being edited.
 */
export function successorOf<T extends Bound>(revoked: Bound, invitations: readonly T[]): T | undefined {
  return invitations
    .filter(
      (other) =>
        other.deed !== null &&
        other.deed.pubkey === revoked.deed?.pubkey &&
        other.role === revoked.role &&
        other.version > revoked.version &&
        other.state !== 'REVOKED',
    )
    .sort((a, b) => b.version - a.version)[0];
}
