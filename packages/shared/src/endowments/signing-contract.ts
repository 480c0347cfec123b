import { z } from 'zod';
import { otpCodeSchema } from '../auth/auth-contract.js';
import { checkHijriDate } from '../dates/hijri.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { pageSchema } from '../list/list-contract.js';
import { deedMainAssetSchema } from './deed-name.js';
import { toLatinDigits } from '../text/digits.js';
import {
  DOC_NUMBER_PATTERN,
  ENDOWMENT_STATUSES,
  ENDOWMENT_TYPES,
  INVITED_ROLES,
  SIGNATURE_METHODS,
  SIGNER_ROLES,
  SIGNER_STATES,
  SIGNING_REASON_LIMITS,
  WALLET_ROLES,
} from './deed-kinds.js';

/*
 * Issue 13's calls: submission, versions, hash-bound signing, finalisation, registration, the
 * wallet and public verification (waqf notes §8). Each version of a deed is a frozen canonical
 * snapshot (deed-snapshot.ts) and its SHA-256; every invitation and signature is bound to
 * (deed, version, hash). Times are ISO 8601 UTC; hashes 64 lower-case hex digits.
 */

const iso = z.iso.datetime();
const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, { message: 'field.format' });
const reasonSchema = z.string().trim().min(SIGNING_REASON_LIMITS.min).max(SIGNING_REASON_LIMITS.max);

// ---- bodies and params ----

export const endowmentInvitationParamsSchema = z.object({ pubkey: pubkeySchema });

/** The verification code in the QR: 128 random bits, base64url (22 characters). */
export const endowmentVerifyParamsSchema = z.object({ code: pubkeySchema });

/**
 * What a person types to find a deed without its QR code (walk finding 13): its document number
 * (WQF-1448-000001, Arabic-Indic digits and spaces allowed) or a version's full hash (64 hex digits).
 */
export const verifyReferenceSchema = z
  .string()
  .transform((value) =>
    toLatinDigits(value)
      .replace(/[\s\u200e\u200f]/g, '')
      .toUpperCase(),
  )
  .pipe(
    z.union([
      z
        .string()
        .regex(DOC_NUMBER_PATTERN)
        .transform((docNumber) => ({ docNumber })),
      z
        .string()
        .regex(/^[0-9A-F]{64}$/)
        .transform((hash) => ({ hash: hash.toLowerCase() })),
    ]),
  );
export type VerifyReference = z.output<typeof verifyReferenceSchema>;

/** GET /api/verify-lookup?q=: a document number or a hash. */
export const endowmentVerifyLookupQuerySchema = z.object({ q: verifyReferenceSchema });
export const endowmentVerifyLookupSchema = z
  .object({ code: z.string().describe('The verification code: /verify/<code> is the deed’s page') })
  .meta({ id: 'EndowmentVerifyLookup' });

export const endowmentInvitationListQuerySchema = z.object({ role: z.enum(INVITED_ROLES).optional() });

/** POST …/sign: the fresh phone code and the hash the signer was shown (must equal the stored one). */
export const endowmentSignSchema = z
  .object({ code: otpCodeSchema, hash: z.string().trim().toLowerCase().pipe(hashSchema) })
  .meta({ id: 'EndowmentSign' });
export type EndowmentSign = z.infer<typeof endowmentSignSchema>;

/**
 * POST …/submit: the endower's own signature (#0) of what submit-code froze: the code texted to
 * their phone, and the hash and freezing time the code's answer gave (the hash must still be the
 * draft's, frozen at that time: 409 ENDOWMENT_HASH_MISMATCH after a change).
 */
export const endowmentSubmitSchema = endowmentSignSchema
  .extend({ frozenAt: z.iso.datetime() })
  .meta({ id: 'EndowmentSubmit' });
export type EndowmentSubmit = z.infer<typeof endowmentSubmitSchema>;

/** POST …/claim: the code sent to the party's phone (claim-code). */
export const endowmentClaimSchema = z.object({ code: otpCodeSchema }).meta({ id: 'EndowmentClaim' });
export type EndowmentClaim = z.infer<typeof endowmentClaimSchema>;

/** POST …/reject: why the signer refuses (the endower reads it). */
export const endowmentRejectSchema = z.object({ reason: reasonSchema }).meta({ id: 'EndowmentReject' });

/** POST …/amend: why a settled deed is amended (waqf notes §8: reserved conditions or a court). */
export const endowmentAmendSchema = z.object({ reason: reasonSchema }).meta({ id: 'EndowmentAmend' });

/** POST …/register multipart fields (besides the `file` scan, JPEG, PNG or PDF, ≤ 5 MiB). */
export const endowmentRegisterSchema = z
  .object({
    /** The court or notary deed number (digits, Latin or Arabic-Indic, and separators). */
    deedNumber: z
      .string()
      .trim()
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^[0-9A-Za-z/-]{1,30}$/, { message: 'field.format' })),
    /** Its Hijri date, YYYY-MM-DD (Umm al-Qura). */
    hijriDate: z
      .string()
      .trim()
      .transform((text, ctx) => {
        const checked = checkHijriDate(text);
        if (checked.ok) {
          const { year, month, day } = checked.value;
          return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        }
        ctx.addIssue({ code: 'custom', message: checked.message });
        return z.NEVER;
      }),
  })
  .meta({ id: 'EndowmentRegister' });

// ---- answers ----

/** When a signer was invited, and when they viewed, signed, rejected or were revoked (null: not yet). */
const signerSteps = {
  invitedAt: iso,
  viewedAt: iso.nullable(),
  signedAt: iso.nullable(),
  rejectedAt: iso.nullable(),
  revokedAt: iso.nullable(),
};

/** One signer of a version: the endower's declaration (#0) or an invited supervisor or witness. */
export const endowmentSignerSchema = z
  .object({
    /** The invitation's pubkey (the endower's declaration has one too). */
    pubkey: z.string(),
    role: z.enum(SIGNER_ROLES),
    /** The list item's key of the supervisor or witness in the snapshot; null for the endower. */
    partyKey: z.string().nullable(),
    name: z.string(),
    /** The ID number masked: first and last three digits kept (1******672). */
    maskedId: z.string(),
    state: z.enum(SIGNER_STATES),
    method: z.enum(SIGNATURE_METHODS).nullable(),
    ...signerSteps,
    /** A rejection's reason (shown to the endower only; null elsewhere). */
    reason: z.string().nullable(),
  })
  .meta({ id: 'EndowmentSigner' });
export type EndowmentSigner = z.infer<typeof endowmentSignerSchema>;

/** A frozen version: its hash, its verification code and its signers. */
export const endowmentVersionSchema = z
  .object({
    version: z.int(),
    hash: hashSchema,
    submittedAt: iso,
    /** Code of the public verification page, /verify/<code>. */
    verifyCode: z.string(),
    /** True once a later version replaced this one (its signatures were revoked). */
    superseded: z.boolean(),
    signers: z.array(endowmentSignerSchema),
  })
  .meta({ id: 'EndowmentVersion' });
export type EndowmentVersion = z.infer<typeof endowmentVersionSchema>;

/** One audited transition: who did what when, from where, on which version and hash. */
export const endowmentTransitionSchema = z
  .object({
    action: z.string(),
    actorName: z.string().nullable(),
    at: iso,
    fromStatus: z.enum(ENDOWMENT_STATUSES).nullable(),
    toStatus: z.enum(ENDOWMENT_STATUSES).nullable(),
    version: z.int(),
    hash: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'EndowmentTransition' });

export const endowmentRegistrationSchema = z
  .object({ deedNumber: z.string(), hijriDate: z.string(), registeredAt: iso, scanFileName: z.string() })
  .meta({ id: 'EndowmentRegistration' });

/**
 * GET …/timeline, and the answer of every transition call: where the deed stands. `version` is the
 * current one (0 before the first submission; a DRAFT after a reopen holds the next number but
 * `versions` ends at the last submitted one).
 */
export const endowmentSigningSchema = z
  .object({
    pubkey: z.string(),
    status: z.enum(ENDOWMENT_STATUSES),
    version: z.int(),
    /** The current version's hash; null while no version was submitted or the deed is reopened. */
    hash: hashSchema.nullable(),
    verifyCode: z.string().nullable(),
    docNumber: z.string().nullable(),
    finalizedAt: iso.nullable(),
    pdfHash: hashSchema.nullable(),
    /** The deed this one amends (its pubkey and number), and the reason given. */
    amendmentOf: z.object({ pubkey: z.string(), docNumber: z.string().nullable(), reason: z.string() }).nullable(),
    registration: endowmentRegistrationSchema.nullable(),
    /** Newest first. */
    versions: z.array(endowmentVersionSchema),
    /** Oldest first. */
    transitions: z.array(endowmentTransitionSchema),
  })
  .meta({ id: 'EndowmentSigning' });
export type EndowmentSigning = z.infer<typeof endowmentSigningSchema>;

/** A deed as a list names it (invitations, wallet). */
export const endowmentSummarySchema = z
  .object({
    pubkey: z.string(),
    type: z.enum(ENDOWMENT_TYPES).nullable(),
    status: z.enum(ENDOWMENT_STATUSES),
    version: z.int(),
    docNumber: z.string().nullable(),
    /** The introduction's first words. */
    summary: z.string(),
    /** The endower's name for the deed, or '' (then the main asset and the type name it). */
    title: z.string(),
    mainAsset: deedMainAssetSchema.nullable(),
    endowerName: z.string(),
    gregorianDate: z.string().nullable(),
    hijriDate: z.string().nullable(),
  })
  .meta({ id: 'EndowmentDeedSummary' });
export type EndowmentSummary = z.infer<typeof endowmentSummarySchema>;

/** One of the caller's invitations (supervisor and witness screens). */
export const endowmentInvitationSchema = z
  .object({
    pubkey: z.string(),
    role: z.enum(INVITED_ROLES),
    state: z.enum(SIGNER_STATES),
    /** The version and hash this invitation is bound to. */
    version: z.int(),
    hash: hashSchema,
    ...signerSteps,
    /** The caller's reason when they rejected. */
    reason: z.string().nullable(),
    /** Whether sign/reject may be called now (INVITED or VIEWED, deed SUBMITTED or UNDER_REVIEW). */
    actionable: z.boolean(),
    /** The endower edited after this party had signed an earlier version: "re-sign required". */
    resignRequired: z.boolean(),
    /**
     * Whether the caller proved to be this party (control of the phone the endower entered for
     * them). Until then nothing of the deed is shown: `deed` is null and every other call on the
     * invitation answers 403 ENDOWMENT_PARTY_PROOF_REQUIRED; claim-code and claim prove it.
     */
    proven: z.boolean(),
    /** That phone, masked (+966 5• ••• ••45), for the proof step; null when the endower entered none. */
    partyPhone: z.string().nullable(),
    deed: endowmentSummarySchema.nullable(),
  })
  .meta({ id: 'EndowmentInvitation' });
export type EndowmentInvitation = z.infer<typeof endowmentInvitationSchema>;
export const endowmentInvitationPageSchema = pageSchema(endowmentInvitationSchema);

/** GET …/:pubkey: the invitation with its version's canonical snapshot (its SHA-256 is `hash`). */
export const endowmentInvitationDetailSchema = endowmentInvitationSchema
  .extend({
    /** A detail is only ever read by the proven party. */
    deed: endowmentSummarySchema,
    /** The canonical JSON exactly as hashed: snapshotHash(snapshotText) === hash. */
    snapshotText: z.string(),
    /** The version's signers, masked IDs, as on the verification page. */
    signers: z.array(endowmentSignerSchema),
    verifyCode: z.string(),
  })
  .meta({ id: 'EndowmentInvitationDetail' });
export type EndowmentInvitationDetail = z.infer<typeof endowmentInvitationDetailSchema>;

/** POST …/otp: sent, to which (masked) phone, how long the code lives and when another may be asked. */
export const endowmentInvitationOtpSchema = z
  .object({ phone: z.string(), expiresInSeconds: z.int(), resendAfterSeconds: z.int() })
  .meta({ id: 'EndowmentInvitationOtp' });

/**
 * POST …/submit-code's answer: where the endower's signing code went, and what submitting will
 * freeze and sign: the version, the snapshot's hash and the time it is frozen at.
 */
export const endowmentSubmitCodeSchema = endowmentInvitationOtpSchema
  .extend({ version: z.int(), hash: hashSchema, frozenAt: iso })
  .meta({ id: 'EndowmentSubmitCode' });
export type EndowmentSubmitCode = z.infer<typeof endowmentSubmitCodeSchema>;

/** One of the caller's deeds in the wallet. */
export const walletItemSchema = z
  .object({
    role: z.enum(WALLET_ROLES),
    deed: endowmentSummarySchema,
    /** The caller's current invitation on this deed (supervisor or witness), if any. */
    invitation: z.object({ pubkey: z.string(), state: z.enum(SIGNER_STATES), resignRequired: z.boolean() }).nullable(),
    /** Whether GET …/document (and .pdf) answers this caller now. */
    canReadDocument: z.boolean(),
    updatedAt: iso,
  })
  .meta({ id: 'WalletItem' });
export type WalletItem = z.infer<typeof walletItemSchema>;
export const walletPageSchema = pageSchema(walletItemSchema);

/** GET /api/verify/:code (public): the version the code names, and where its deed stands. */
export const endowmentVerificationSchema = z
  .object({
    docNumber: z.string().nullable(),
    type: z.enum(ENDOWMENT_TYPES).nullable(),
    version: z.int(),
    hash: hashSchema,
    /** The deed's state now. */
    status: z.enum(ENDOWMENT_STATUSES),
    /** A later version replaced this one: its signatures no longer count. */
    superseded: z.boolean(),
    latestVersion: z.int(),
    submittedAt: iso,
    finalizedAt: iso.nullable(),
    /** The stored FINAL PDF's SHA-256, once FINAL. */
    pdfHash: hashSchema.nullable(),
    /**
     * SHA-256 of the certificate that sealed the stored PDF (its PAdES signature): what a PDF reader
     * shows of the signer. Null before FINAL, and for a PDF stored before deeds were sealed.
     */
    sealFingerprint: hashSchema.nullable(),
    gregorianDate: z.string().nullable(),
    hijriDate: z.string().nullable(),
    registered: z.object({ deedNumber: z.string(), hijriDate: z.string() }).nullable(),
    /** Each signer as the page shows them: role, name, masked ID, state and when they signed. */
    signers: z.array(
      endowmentSignerSchema.pick({ role: true, name: true, maskedId: true, state: true, signedAt: true }),
    ),
  })
  .meta({ id: 'EndowmentVerification' });
export type EndowmentVerification = z.infer<typeof endowmentVerificationSchema>;

/** POST /api/verify/:code/pdf (public): the uploaded file's SHA-256 and whether it is the stored PDF's. */
export const endowmentVerifyPdfSchema = z
  .object({ matches: z.boolean(), uploadedHash: hashSchema, expectedHash: hashSchema.nullable() })
  .meta({ id: 'EndowmentVerifyPdf' });
export type VerifyPdfResult = z.infer<typeof endowmentVerifyPdfSchema>;
