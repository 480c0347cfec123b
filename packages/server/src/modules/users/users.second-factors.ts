import type { User, UserRecord } from '@bayan/shared';

/**
 * Which of these accounts have a second factor turned on. The auth module keeps the factors and
 * answers (it needs users, not the reverse: users.id-number-hooks.ts is the same shape).
 */
export type SecondFactorLookup = (accountIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** What other modules reach of the registry: `usersService.secondFactors.register(lookup)`. */
export interface SecondFactorRegistration {
  register(lookup: SecondFactorLookup): void;
}

/** The lookup the users list and detail ask (User.totpEnabled); none registered, no account has one. */
export class SecondFactorRegistry implements SecondFactorRegistration {
  #lookup: SecondFactorLookup = async () => new Set();

  register(lookup: SecondFactorLookup): void {
    this.#lookup = lookup;
  }

  /** The accounts as the API answers them: each with whether it has a second factor, in one lookup. */
  async withFactors(records: readonly UserRecord[]): Promise<User[]> {
    const enabled = records.length > 0 ? await this.#lookup(records.map((r) => r.id)) : new Set<number>();
    return records.map((record) => ({ ...record, totpEnabled: enabled.has(record.id) }));
  }

  async withFactor(record: UserRecord): Promise<User> {
    const [user] = await this.withFactors([record]);
    return user!;
  }
}
