import type { LoginResult, MfaChallenge } from './totp-contract.js';

/**
 * Whether a login's answer is the second step's challenge rather than a session. Apart from the
 * contract's schemas, so that the login page's first load need not bring zod (issue 14's budget).
 */
export const isMfaChallenge = (result: LoginResult): result is MfaChallenge => 'mfa_required' in result;
