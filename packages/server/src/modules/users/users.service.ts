import type { Readable } from 'node:stream';
import type { CreateUser, Language, ListUsersQuery, Role, UpdateMe, UpdateUser } from '@bayan/shared';
import { csvStream } from '../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../lib/csv/keyset.js';
import type { Actor } from '../../lib/actor.js';
import type { FileStore } from '../../lib/files/file-store.js';
import type { ServiceDeps } from '../../services.js';
import { hashPassword } from '../auth/password.js';
import { visibilityOf, type Viewer } from './users.access.js';
import { userCsvColumns } from './users.csv.js';
import { createUser } from './users.create.js';
import { openUserFile, type UploadedFile } from './users.files.js';
import { updateMe } from './users.me.js';
import { newPubkey } from './users.pubkey.js';
import { findMembers, findUsers, getUser, pickUsers } from './users.read.js';
import { userStatistics } from './users.statistics.js';
import { deleteUser, toggleStatus } from './users.status.js';
import type { UserRow } from './users.table.js';
import { updateUser } from './users.update.js';

export { newPubkey } from './users.pubkey.js';

export interface SeedAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string;
}

/** The accounts module; each operation lives in its own file, every write audited in its transaction. */
export class UsersService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly files: FileStore,
  ) {}

  findUsers = (query: ListUsersQuery, viewer: Viewer) => findUsers(this.deps, query, viewer);
  getUser = (ref: string, viewer: Viewer) => getUser(this.deps, ref, viewer);
  pickUsers = (query: { q?: string | undefined; role?: Role | undefined }, viewer: Viewer) =>
    pickUsers(this.deps, query, viewer);
  findMembers = () => findMembers(this.deps);
  statistics = () => userStatistics(this.deps);

  /** Every user the list filters match, as CSV in the list's order, read in keyset batches. */
  exportUsers(query: Omit<ListUsersQuery, 'page' | 'limit'>, viewer: Viewer, lang: Language): Promise<Readable> {
    const filter = { ...query, ...visibilityOf(viewer) };
    const batches = keysetBatches((after, limit) => this.deps.repos.users.findBatch(filter, after, limit));
    return csvStream(userCsvColumns(lang), batches);
  }
  openFile = (ref: string, viewer: Viewer) => openUserFile(this.deps, this.files, ref, viewer);

  createUser = (input: CreateUser, upload: UploadedFile | undefined, viewer: Viewer, actor: Actor) =>
    createUser(this.deps, this.files, input, upload, viewer, actor);
  updateUser = (pubkey: string, input: UpdateUser, upload: UploadedFile | undefined, viewer: Viewer, actor: Actor) =>
    updateUser(this.deps, this.files, pubkey, input, upload, viewer, actor);
  deleteUser = (pubkey: string, viewer: Viewer, actor: Actor) => deleteUser(this.deps, pubkey, viewer, actor);
  toggleStatus = (ref: string, viewer: Viewer, actor: Actor) => toggleStatus(this.deps, ref, viewer, actor);
  updateMe = (input: UpdateMe, viewer: Viewer, actor: Actor) => updateMe(this.deps, input, viewer, actor);

  /** Creates the account when no account has that email; an existing one is left as it is. */
  async ensureAccount(account: SeedAccount): Promise<UserRow> {
    const users = this.deps.repos.users;
    const existing = await users.findByIdentifier({ email: account.email });
    if (existing) return existing;
    return users.insert({
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
