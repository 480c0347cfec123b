import type { DeedStep, EndowmentStatus } from '@bayan/shared';

/** The list of my deeds. */
export const ENDOWMENTS_PATH = '/dashboard/endowments';

/** A draft's wizard, at a step when given (`?step=assets`: the review's links lead there). */
export const editPath = (pubkey: string, step?: DeedStep) =>
  `${ENDOWMENTS_PATH}/${encodeURIComponent(pubkey)}/edit${step ? `?step=${step}` : ''}`;

/** The deed's page (state, signers, document); a draft never submitted opens in the wizard. */
export const deedPath = (pubkey: string, status?: EndowmentStatus) =>
  status === 'DRAFT' ? editPath(pubkey) : `${ENDOWMENTS_PATH}/${encodeURIComponent(pubkey)}`;
