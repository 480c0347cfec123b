import { ENDOWMENTS_PATH } from '../wizard/wizard-paths';

/** The supervisor's and the witness's screens (spec §2), the wallet, and one invitation's signing page. */
export const SUPERVISING_PATH = `${ENDOWMENTS_PATH}/supervising`;
export const WITNESSING_PATH = `${ENDOWMENTS_PATH}/witnessing`;
export const WALLET_PATH = `${ENDOWMENTS_PATH}/wallet`;
export const invitationPath = (invitation: string) =>
  `${ENDOWMENTS_PATH}/invitations/${encodeURIComponent(invitation)}`;
/** The public verification page of a document's code (its QR code leads there). */
export const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;
