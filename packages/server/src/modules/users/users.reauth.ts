import { errorMessage, type Language } from '@bayan/shared';
import { proveCurrentPassword } from '../../lib/current-password.js';
import { AppError } from '../../lib/http/app-error.js';
import type { UsersDeps } from './users.deps.js';
import type { UserRow } from './users.table.js';

const FIELD = 'body.currentPassword';

/**
 * The account's own password, given again before its email or phone changes: the access token
 * alone (15 minutes, perhaps stolen) does not prove the person is the owner. Guesses share the
 * lock of change-password. Both refusals name the field, so a form can mark it.
 */
export async function assertOwner(
  deps: UsersDeps,
  account: UserRow,
  currentPassword: string | undefined,
  lang: Language,
): Promise<void> {
  if (!currentPassword) {
    const message = errorMessage('USERS_REAUTH_REQUIRED', lang);
    throw new AppError('USERS_REAUTH_REQUIRED', [{ path: FIELD, code: 'required', message }]);
  }
  const wrong = [{ path: FIELD, code: 'wrong', message: errorMessage('AUTH_WRONG_PASSWORD', lang) }];
  await proveCurrentPassword(deps.repos.throttles, account, currentPassword, deps.clock.now(), wrong);
}
