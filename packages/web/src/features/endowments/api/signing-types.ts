import type { EndowmentStatus } from '@bayan/shared';

/*
 * The signing screens' view of the API (issue 13). Written against the issue's description while
 * the server's contract (`packages/shared/src/endowments/signing-contract.ts`) was being written:
 * the shapes the screens read, named once here so that the contract replaces them in one place.
 */

export const INVITATION_STATES = ['INVITED', 'VIEWED', 'SIGNED', 'REJECTED', 'REVOKED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export type SignerRole = 'SUPERVISOR' | 'WITNESS';
export type WalletRole = 'ENDOWER' | SignerRole | 'BENEFICIARY';

/** One supervisor's or witness's invitation to sign one version of a deed. */
export interface Invitation {
  pubkey: string;
  role: SignerRole;
  name: string;
  /** Masked (`1•••••••89`) everywhere but to the signer themself. */
  idNumber: string;
  state: InvitationState;
  version: number;
  hash: string;
  viewedAt: string | null;
  signedAt: string | null;
  rejectedAt: string | null;
  reason: string | null;
}

/** A deed's signing facts as its endower reads them (GET …/signing). */
export interface DeedSigning {
  pubkey: string;
  status: EndowmentStatus;
  version: number;
  hash: string | null;
  documentNumber: string | null;
  verifyCode: string | null;
  submittedAt: string | null;
  finalizedAt: string | null;
  registration: { deedNumber: string; hijriDate: string } | null;
  amendmentOf: string | null;
  summary: string;
  invitations: Invitation[];
}

/** One deed in a signer's list (the supervisor and witness screens). */
export interface AssignedDeed {
  invitation: string;
  deed: string;
  summary: string;
  endowerName: string;
  status: EndowmentStatus;
  version: number;
  state: InvitationState;
  signedAt: string | null;
  /** A revoked invitation's successor (the new version's), when there is one. */
  successor: string | null;
}

/** One invitation as its signer opens it: the version's content as the document's HTML. */
export interface InvitationView extends Invitation {
  deed: string;
  summary: string;
  endowerName: string;
  status: EndowmentStatus;
  successor: string | null;
}

/** One of the caller's deeds in the wallet, whatever the caller's role in it. */
export interface WalletItem {
  deed: string;
  role: WalletRole;
  summary: string;
  status: EndowmentStatus;
  version: number;
  documentNumber: string | null;
  updatedAt: string;
}

/** The public verification page's facts (GET /api/verify/:code). */
export interface Verification {
  documentNumber: string | null;
  version: number;
  hash: string;
  status: EndowmentStatus;
  /** A later version replaced this one: this code no longer proves the deed as it stands. */
  superseded: boolean;
  signers: { role: 'ENDOWER' | SignerRole; name: string; idNumber: string; signedAt: string | null }[];
}
