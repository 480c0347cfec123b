import type { ModuleDeps } from '../../lib/module/define-module.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { VerificationRepository } from './verification.repository.js';

export type VerificationDeps = ModuleDeps<{ verification: VerificationRepository }>;

type Repo = VerificationRepository;

/**
 * Texted codes and emailed link tokens, as the auth flows use them: each call takes the flow's
 * transaction, so a used token and the change it allows commit together.
 */
export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  private repo(tx: Tx | undefined) {
    return this.deps.reposOf(tx).verification;
  }

  createPhoneCode = (input: Parameters<Repo['createPhoneCode']>[0], tx?: Tx) => this.repo(tx).createPhoneCode(input);
  spendAttempt = (match: Parameters<Repo['spendAttempt']>[0], tx?: Tx) => this.repo(tx).spendAttempt(match);
  hasLivePhoneCode = (match: Parameters<Repo['hasLivePhoneCode']>[0]) => this.repo(undefined).hasLivePhoneCode(match);
  consumePhoneCode = (id: number, now: Date, tx?: Tx) => this.repo(tx).consumePhoneCode(id, now);

  createActionToken = (input: Parameters<Repo['createActionToken']>[0], tx?: Tx) =>
    this.repo(tx).createActionToken(input);
  voidActionTokens = (userId: number, now: Date, tx?: Tx) => this.repo(tx).voidActionTokens(userId, now);
  findActionToken = (...[hash, purpose, now, tx]: [...Parameters<Repo['findActionToken']>, Tx?]) =>
    this.repo(tx).findActionToken(hash, purpose, now);
  useActionToken = (...[hash, purpose, now, tx]: [...Parameters<Repo['useActionToken']>, Tx?]) =>
    this.repo(tx).useActionToken(hash, purpose, now);
}
