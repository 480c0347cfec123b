import { AppError } from '../../../lib/http/app-error.js';
import type { IdNumberHooks } from '../../users/users.id-number-hooks.js';
import type { EndowmentsDeps } from '../endowments.deps.js';

/**
 * The endowments' say over an account's ID number (issue 29), registered with the users module:
 * a number that names a party still to sign a deed out for signing does not move (409
 * ENDOWMENT_PARTY_IN_SIGNING) until that deed is settled, reopened or withdrawn; a number the
 * SUPERADMIN releases from an account takes that account's party claims with it, so the real
 * person can prove to be the party once they hold the number.
 */
export function partyIdNumberHooks(deps: EndowmentsDeps): IdNumberHooks {
  return {
    async beforeChange({ from }, tx) {
      if (await deps.reposOf(tx).signing.inSigning(from)) throw new AppError('ENDOWMENT_PARTY_IN_SIGNING');
    },
    async afterRelease({ accountId, idNumber }, tx) {
      await deps.reposOf(tx).signing.dropClaims(accountId, idNumber);
    },
  };
}
