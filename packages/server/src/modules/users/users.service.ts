import { randomBytes } from 'node:crypto';
import type { Role } from '@bayan/shared';
import { hashPassword } from '../auth/password.js';
import type { FileStore } from '../../lib/files/file-store.js';
import type { ServiceDeps } from '../../services.js';
import type { UserRow } from './users.table.js';

export interface SeedAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string;
}

/** A public id: 128 random bits, URL-safe, never the serial id. */
export function newPubkey(): string {
  return randomBytes(16).toString('base64url');
}

export class UsersService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly files: FileStore,
  ) {}

  private get users() {
    return this.deps.repos.users;
  }

  /** Creates the account when no account has that email; an existing one is left as it is. */
  async ensureAccount(account: SeedAccount): Promise<UserRow> {
    const existing = await this.users.findByIdentifier({ email: account.email });
    if (existing) return existing;
    return this.users.insert({
      pubkey: newPubkey(),
      email: account.email,
      phone: account.phone ?? null,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      passwordHash: await hashPassword(account.password),
      isEmailVerified: true,
      isPhoneVerified: account.phone !== undefined,
    });
  }
}
