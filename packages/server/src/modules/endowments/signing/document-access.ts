import { canonicalSnapshot, deedPdfName, snapshotHash, type EndowmentStatus } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import { draftOf, loadParts } from '../deeds/deed-view.js';
import {
  deedDocumentHtml,
  deedDocumentPdf,
  type DeedHtmlOptions,
  type DeedPdfRenderer,
} from '../document/deed-document.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { documentSignatures } from './document-signatures.js';
import { deedsProvenBy } from './proven-deeds.js';
import { verifyLink } from './signing-messages.js';
import type { VersionRow } from './signing.table.js';
import { versionOf } from '../deeds/deed-facts.js';

const SETTLED: readonly EndowmentStatus[] = ['FINAL', 'REGISTERED'];

/** What a document is printed from: the snapshot text and the options of the renderer. */
interface DocumentSource {
  text: string;
  options: DeedHtmlOptions;
  /** The stored FINAL PDF, served as it is. */
  stored: Buffer | null;
}

/**
 * The deed `pubkey` as the caller may read it: its endower, or a party named by the caller's ID
 * number who proved to be that party (supervisor, witness, beneficiary) once a version was
 * submitted. Anyone else: 404.
 */
async function readableDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller) {
  const deed = await deps.repos.signing.deedByPubkey(pubkey);
  if (!deed) throw new AppError('ENDOWMENT_NOT_FOUND');
  if (deed.ownerId === caller.accountId) return { deed, owner: true };
  const named = await deedsProvenBy(deps, caller);
  if (deed.version > 0 && named.some((row) => row.id === deed.id)) return { deed, owner: false };
  throw new AppError('ENDOWMENT_NOT_FOUND');
}

async function versionSource(deps: EndowmentsDeps, deed: EndowmentRow, version: VersionRow) {
  const signatures = await deps.repos.signing.signaturesOf(deed.id, version.version);
  const current = version.version === deed.version && deed.status !== 'DRAFT';
  return {
    text: version.snapshotText,
    stored: current && SETTLED.includes(deed.status) ? version.pdf : null,
    options: {
      docNumber: current ? deed.docNumber : null,
      version: version.version,
      hash: version.contentHash,
      // A superseded version is a draft as far as the watermark goes.
      status: current ? deed.status : 'DRAFT',
      signatures: documentSignatures(signatures),
      verifyUrl: verifyLink(deps.config.publicUrl, version.verifyCode),
    },
  } satisfies DocumentSource;
}

/** The endower's DRAFT as it would be frozen now (watermarked): what they review before submitting. */
async function draftSource(deps: EndowmentsDeps, deed: EndowmentRow, caller: Caller): Promise<DocumentSource> {
  const version = versionOf(deed);
  const meta = { version, endowerPubkey: caller.pubkey, submittedAt: deps.clock.now().toISOString() };
  const text = canonicalSnapshot(draftOf(deed, await loadParts(deps, deed)), meta);
  return {
    text,
    stored: null,
    options: {
      version,
      hash: await snapshotHash(text),
      status: deed.status,
      signatures: [],
      // A draft is not verifiable yet: its QR code says so (walk finding 13).
      verifyUrl: `${deps.config.publicUrl}/verify/draft`,
    },
  };
}

async function sourceOf(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<DocumentSource> {
  const { deed, owner } = await readableDeed(deps, pubkey, caller);
  const [latest] = await deps.repos.signing.versionsOf(deed.id);
  if ((owner && deed.status === 'DRAFT') || !latest) return draftSource(deps, deed, caller);
  return versionSource(deps, deed, latest);
}

/** GET …/document: the HTML of the current version (the draft's, watermarked, while DRAFT for its endower). */
export async function deedHtml(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<string> {
  const source = await sourceOf(deps, pubkey, caller);
  return deedDocumentHtml(source.text, source.options);
}

/** GET …/document.pdf: the stored PDF from FINAL on (byte for byte the hashed one), rendered before. */
export async function deedPdf(
  deps: EndowmentsDeps,
  renderer: DeedPdfRenderer,
  pubkey: string,
  caller: Caller,
): Promise<{ pdf: Buffer; name: string }> {
  const source = await sourceOf(deps, pubkey, caller);
  const pdf = source.stored ?? (await deedDocumentPdf(renderer, source.text, source.options));
  return { pdf, name: deedPdfName(source.options) };
}

/** GET /api/endowment-invitations/:pubkey/document: the invited version's HTML. */
export async function invitationHtml(deps: EndowmentsDeps, deed: EndowmentRow, version: VersionRow): Promise<string> {
  const source = await versionSource(deps, deed, version);
  return deedDocumentHtml(source.text, source.options);
}
