import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { INT4_MAX, pubkeySchema } from '../ids/id-schemas.js';
import { ATTACHMENT_KINDS, ENDOWMENT_STATUSES, ENDOWMENT_TYPES } from './deed-kinds.js';
import { endowmentDraftSchema, personDraftSchema } from './deed-draft.js';
import { deedMainAssetSchema } from './deed-name.js';

/*
 * The endowment calls' bodies and answers (issue 12). A deed is read and autosaved as one draft
 * document (deed-draft.ts); `revision` makes autosave a compare-and-swap, so a stale tab gets
 * ENDOWMENT_STALE (409) instead of overwriting newer work.
 */

export const endowmentParamsSchema = z.object({ pubkey: pubkeySchema });
export const attachmentParamsSchema = z.object({ pubkey: pubkeySchema, attachment: pubkeySchema });

export const endowmentListQuerySchema = listQuerySchema(
  ['updatedAt', 'createdAt', 'gregorianDate'],
  '-updatedAt',
).extend({
  type: z.enum(ENDOWMENT_TYPES).optional(),
  status: z.enum(ENDOWMENT_STATUSES).optional(),
});
export type EndowmentListQuery = z.infer<typeof endowmentListQuerySchema>;

/** POST body: any part of a draft (the wizard's first step), the rest filled from the profile. */
export const endowmentCreateSchema = endowmentDraftSchema;

/** PATCH body: the revision the client last read, and the draft keys it changed. */
export const endowmentUpdateSchema = endowmentDraftSchema
  // Bounded as the column that keeps it (int4): a larger one is bad input, not a database error.
  .extend({ revision: z.int().min(1).max(INT4_MAX) })
  .meta({ id: 'EndowmentUpdate' });
export type EndowmentUpdate = z.infer<typeof endowmentUpdateSchema>;

export const attachmentSchema = z
  .object({
    pubkey: z.string(),
    kind: z.enum(ATTACHMENT_KINDS),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EndowmentAttachment' });
export type EndowmentAttachment = z.infer<typeof attachmentSchema>;

/** Multipart upload fields besides the file (field name `file`). */
export const attachmentUploadSchema = z.object({ kind: z.enum(ATTACHMENT_KINDS) });

export const endowmentSchema = endowmentDraftSchema
  .extend({
    pubkey: z.string(),
    status: z.enum(ENDOWMENT_STATUSES),
    revision: z.int(),
    /** The version this deed is, or will be once sent for signing (a new draft's is 1). */
    version: z.int().min(1),
    supervisors: z.array(personDraftSchema),
    witnesses: z.array(personDraftSchema),
    beneficiaries: z.array(personDraftSchema),
    attachments: z.array(attachmentSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Endowment' });
export type Endowment = z.infer<typeof endowmentSchema>;

export const endowmentListItemSchema = z
  .object({
    pubkey: z.string(),
    type: z.enum(ENDOWMENT_TYPES).nullable(),
    status: z.enum(ENDOWMENT_STATUSES),
    /** YYYY-MM-DD or null while the draft has none; the web shows it in both calendars. */
    gregorianDate: z.string().nullable(),
    /** The introduction's first words. */
    summary: z.string(),
    /** The endower's name for the deed, or '' (then the main asset and the type name it). */
    title: z.string(),
    mainAsset: deedMainAssetSchema.nullable(),
    /** WQF-<Hijri year>-<sequence>, from FINAL on. */
    docNumber: z.string().nullable(),
    assetsCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'EndowmentListItem' });
export type EndowmentListItem = z.infer<typeof endowmentListItemSchema>;
export const endowmentPageSchema = pageSchema(endowmentListItemSchema);

/** POST …/review answers 200 with this when every rule holds, else 422 ENDOWMENT_RULES_FAILED with field details. */
export const endowmentReviewSchema = z.object({ valid: z.literal(true) }).meta({ id: 'EndowmentReview' });

export const profileCompletionSchema = z
  .object({
    stage: z.enum(['pleaseFill', 'almostMinimum', 'minimumReached', 'finished']),
    missing: z.array(z.string()),
    missingExtras: z.array(z.string()),
    done: z.int(),
    total: z.int(),
    complete: z.boolean(),
  })
  .meta({ id: 'ProfileCompletion' });
