import type { AuditRecord } from '@bayan/shared';
import type { AuditActor } from '../caller.js';
import type { Tx } from './transaction.js';

/** A declared action with its entity and payload (packages/shared, `<module>-audit.ts`). */
export type AuditEntry = AuditRecord;

/** Records audit events; give it the transaction of the change, so both commit or neither does. */
export interface AuditWriter {
  record(actor: AuditActor, entry: AuditEntry, options?: { tx?: Tx | undefined; at?: Date | undefined }): Promise<void>;
}
