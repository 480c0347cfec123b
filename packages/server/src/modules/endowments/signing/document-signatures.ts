import type { DeedSignature } from '../document/deed-document.js';
import type { SignatureRow } from './signing.table.js';

/** A version's signatures as the document prints them. */
export const documentSignatures = (rows: SignatureRow[]): DeedSignature[] =>
  rows.map((row) => ({
    role: row.role,
    partyKey: row.partyKey ?? undefined,
    name: row.name,
    status: row.state,
    signedAt: row.signedAt?.toISOString() ?? row.rejectedAt?.toISOString() ?? null,
  }));
