import { z } from 'zod';
import { idFromText } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { checkDateRange, dateRangeShape } from './date-range.js';

export const eventActorSchema = z.object({ pubkey: z.string(), name: z.string() });

/** One audit event (PRODUCT.md §6): who did what to which entity, from where, and the before/after delta. */
export const eventSchema = z
  .object({
    id: z.number().int(),
    action: z.string().describe('A dotted verb: name.update, auth.login…'),
    entity: z.string(),
    entityId: z.string().nullable(),
    subject: z
      .string()
      .nullable()
      .describe(
        'The record as readers know it (a deed by its number, else the start of its text), when its module names it',
      ),
    actor: eventActorSchema.nullable().describe('Null for anonymous requests and the system'),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    before: z.unknown().describe('The entity before the change, or null'),
    after: z.unknown().describe('The entity after the change, or null'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Event' });

const filterText = (max: number) => z.string().trim().min(1).max(max).optional();

const eventFilterShape = {
  actor: filterText(64).describe("The acting user's pubkey"),
  action: filterText(100),
  entity: filterText(100),
  entityId: filterText(200),
  ...dateRangeShape,
};

const paging = listQuerySchema(['createdAt'], '-createdAt').pick({ page: true, limit: true });

/** Newest first, ten a page (spec §9). */
export const listEventsQuerySchema = paging.extend(eventFilterShape).superRefine(checkDateRange);
export const exportEventsQuerySchema = z.object(eventFilterShape).superRefine(checkDateRange);
export const eventIdParamsSchema = z.object({
  id: idFromText(Number.MAX_SAFE_INTEGER),
});
export const eventsPageSchema = pageSchema(eventSchema).meta({ id: 'EventsPage' });

export type Event = z.infer<typeof eventSchema>;
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;
export type EventFilters = z.output<typeof exportEventsQuerySchema>;

/** The first break the audit chain's check found: an event edited, deleted (a gap) or inserted out of place. */
export const auditChainBreakSchema = z
  .object({
    kind: z.enum(['edited', 'deleted', 'inserted']),
    seq: z.number().int().describe("The event's place in the chain; for `deleted`, the first missing place"),
    id: z
      .number()
      .int()
      .nullable()
      .describe('The event; for `deleted`, the one found after the gap (null when the end of the chain is missing)'),
  })
  .meta({ id: 'AuditChainBreak' });

/** The audit chain's check: how many events were checked up to the first break, if any. */
export const auditChainReportSchema = z
  .object({
    ok: z.boolean(),
    checked: z.number().int().describe('Events found intact, in chain order, before the first break or in all'),
    firstBreak: auditChainBreakSchema.nullable(),
  })
  .meta({ id: 'AuditChainReport' });

export type AuditChainBreak = z.infer<typeof auditChainBreakSchema>;
export type AuditChainReport = z.infer<typeof auditChainReportSchema>;
