import type { Caller, Client, Viewer } from '../../lib/caller.js';
import type { Readable } from 'node:stream';
import type {
  CreateUser,
  Language,
  ListUsersQuery,
  NationalAddress,
  ReleaseIdNumber,
  Role,
  UpdateMe,
  UpdateUser,
  User,
  UserRecord,
} from '@bayan/shared';
import { csvStream } from '../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../lib/csv/keyset.js';
import type { FileStore } from '../../lib/files/file-store.js';
import type { Period } from '../../lib/module/period.js';
import { Accounts } from './users.accounts.js';
import type { UsersDeps } from './users.deps.js';
import { hashPassword } from '../../lib/password-hash.js';
import { visibilityOf } from './users.access.js';
import { userCsvColumns } from './users.csv.js';
import { createUser } from './users.create.js';
import { openUserFile } from './users.files.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import { undoContactChange } from './users.contact-undo.js';
import type { IdNumberHookRegistration } from './users.id-number-hooks.js';
import type { SecondFactorRegistration } from './users.second-factors.js';
import { updateMe } from './users.me.js';
import { newPubkey } from './users.pubkey.js';
import { findMembers, findUsers, getUser, pickUsers } from './users.read.js';
import { userStatistics } from './users.statistics.js';
import { releaseIdNumber } from './users.release-id-number.js';
import { deleteUser, toggleStatus } from './users.status.js';
import type { NewUserRow, UserRow } from './users.table.js';
import type { Tx } from '../../lib/module/transaction.js';
import { updateUser } from './users.update.js';

export { newPubkey } from './users.pubkey.js';

export interface SeedAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  fatherName?: string;
  grandfatherName?: string;
  lastName: string;
  phone?: string;
  /** A demo patient's file, a demo staff member's clinic, a demo endower's national address. */
  profile?: Pick<NewUserRow, 'gender' | 'birthday' | 'idNumber' | 'etablissementPubkey' | keyof NationalAddress>;
}

/** The accounts module; each operation lives in its own file, every write audited in its transaction. */
export class UsersService {
  /** What other modules use: accounts by id, pubkey or identifier, in their transaction. */
  readonly accounts: Accounts;
  /** Where other modules register their say over ID-number changes and releases (users.id-number-hooks.ts). */
  readonly idNumbers: IdNumberHookRegistration;
  /** Where the auth module registers which accounts have a second factor (User.totpEnabled). */
  readonly secondFactors: SecondFactorRegistration;

  constructor(
    private readonly deps: UsersDeps,
    private readonly files: FileStore,
  ) {
    this.accounts = new Accounts(deps);
    this.idNumbers = deps.idNumbers;
    this.secondFactors = deps.secondFactors;
  }

  findUsers = (query: ListUsersQuery, caller: Caller) => findUsers(this.deps, query, caller);
  getUser = (ref: string, caller: Caller) => getUser(this.deps, ref, caller);
  pickUsers = (query: { q?: string | undefined; role?: Role | undefined }, caller: Caller) =>
    pickUsers(this.deps, query, caller);
  findMembers = () => findMembers(this.deps);
  statistics = (viewer: Viewer) => userStatistics(this.deps, viewer);
  /** The dashboard's account figures over a period, of the accounts the viewer may see. */
  dashboardFigures = (period: Period, viewer: Viewer) =>
    this.deps.repos.users.countDashboardFigures(period, visibilityOf(viewer));

  /** Every user the list filters match, as CSV in the list's order, read in keyset batches. */
  exportUsers(query: Omit<ListUsersQuery, 'page' | 'limit'>, caller: Caller, lang: Language): Promise<Readable> {
    const filter = { ...query, ...visibilityOf(caller) };
    const batches = keysetBatches((after, limit) => this.deps.repos.users.findBatch(filter, after, limit));
    return csvStream(userCsvColumns(lang), batches);
  }
  openFile = (ref: string, caller: Caller) => openUserFile(this.deps, this.files, ref, caller);

  createUser = async (input: CreateUser, upload: UploadedFile | undefined, caller: Caller) =>
    this.answer(createUser(this.deps, this.files, input, upload, caller));
  updateUser = async (pubkey: string, input: UpdateUser, upload: UploadedFile | undefined, caller: Caller) =>
    this.answer(updateUser(this.deps, this.files, pubkey, input, upload, caller));
  deleteUser = (pubkey: string, caller: Caller) => deleteUser(this.deps, pubkey, caller);
  toggleStatus = async (ref: string, caller: Caller) => this.answer(toggleStatus(this.deps, ref, caller));
  updateMe = (input: UpdateMe, caller: Caller) => updateMe(this.deps, input, caller);
  releaseIdNumber = async (pubkey: string, input: ReleaseIdNumber, caller: Caller) =>
    this.answer(releaseIdNumber(this.deps, pubkey, input, caller));
  undoContactChange = (token: string, client: Client, lang: Language) =>
    undoContactChange(this.deps, token, client, lang);

  /** A written account as the API answers it, once its transaction has committed. */
  private async answer(written: Promise<UserRecord>): Promise<User> {
    return this.deps.secondFactors.withFactor(await written);
  }

  /** Creates the account when no account has that email; an existing one is left as it is. */
  async ensureAccount(account: SeedAccount): Promise<UserRow> {
    const [row] = (await this.ensureAccounts([account])).values();
    return row!;
  }

  /**
   * Each account no account has the email of, in `tx`: a batch of demo accounts hashes each distinct
   * password once (argon2id costs a tenth of a second). Existing accounts are left as they are; an
   * ID number another account holds is left out. Returns every account by email.
   */
  async ensureAccounts(accounts: readonly SeedAccount[], tx?: Tx): Promise<Map<string, UserRow>> {
    const hashes = new Map<string, Promise<string>>();
    const rows = new Map<string, UserRow>();
    for (const { password, profile, phone, ...account } of accounts) {
      const existing = await this.accounts.findByIdentifier({ email: account.email }, tx);
      if (existing) {
        rows.set(account.email, existing);
        continue;
      }
      if (!hashes.has(password)) hashes.set(password, hashPassword(password));
      const idNumber = profile?.idNumber ?? undefined;
      const idTaken =
        idNumber !== undefined && (await this.accounts.takenIdentifiers({ idNumber }, undefined, tx)).idNumber;
      const row = await this.accounts.insert(
        {
          ...account,
          ...profile,
          idNumber: idTaken ? null : idNumber,
          pubkey: newPubkey(),
          phone: phone ?? null,
          passwordHash: await hashes.get(password)!,
          isEmailVerified: true,
          isPhoneVerified: phone !== undefined,
        },
        tx,
      );
      rows.set(account.email, row);
    }
    return rows;
  }
}
