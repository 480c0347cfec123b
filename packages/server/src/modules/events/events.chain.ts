import { createHash } from 'node:crypto';

/**
 * The audit log's hash chain (migration 0037_audit_chain). Each event carries `seq`, its place in
 * the one chain of the database (1, 2, 3… with no gap), `prev_hash`, the hash of the event before
 * it (the genesis hash, 64 zeros, for the first), and `hash`, SHA-256 in hex over the canonical
 * text below. The database writes all three in its events_chain trigger, in the inserting
 * transaction, under a lock on the one-row audit_chain_head; this file builds the same text in
 * JavaScript so that the verifier (events.chain-verify.ts) checks the rows without trusting any
 * function stored in the database it checks.
 *
 * The canonical text: 'bayan-audit-v1', then seq, id, actor_id, action, entity, entity_id, ip,
 * user_agent, before, after, created_at and prev_hash, joined by '|'. Each field is its length in
 * UTF-8 bytes, ':' and the text, or '-' for null: nothing inside a field can pass for a boundary.
 * The texts are PostgreSQL's own output, read with casts in SQL (chainFieldsSql), never a driver's
 * parse of them: jsonb prints its keys in one order whatever order they were written in and keeps a
 * number as written (1.50 stays 1.50), and created_at is printed in UTC to the microsecond (a JS Date
 * keeps milliseconds). PGlite and node-postgres therefore hand over the same strings.
 */
export const CHAIN_VERSION = 'bayan-audit-v1';
export const GENESIS_HASH = '0'.repeat(64);

/** An event's chained content, each as the database prints it (null as null). */
export interface ChainFields {
  seq: string;
  id: string;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  userAgent: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
  prevHash: string;
}

const field = (value: string | null) => (value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`);

export function chainText(row: ChainFields): string {
  const { seq, id, actorId, action, entity, entityId, ip, userAgent, before, after, createdAt, prevHash } = row;
  const fields = [seq, id, actorId, action, entity, entityId, ip, userAgent, before, after, createdAt, prevHash];
  return [CHAIN_VERSION, ...fields.map(field)].join('|');
}

export function chainHash(row: ChainFields): string {
  return createHash('sha256').update(chainText(row), 'utf8').digest('hex');
}
