import type { EndowmentVerification, VerifyPdfResult, VerifyReference } from '@bayan/shared';
import type { Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { takeOrThrow } from '../../../lib/throttle/limit.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { sealFingerprintOf } from '../seal/seal-fingerprint.js';
import { sha256Hex } from './finalize.js';
import { maskId } from './masking.js';

/** Public look-ups per client address: enough for a person, too few to walk codes (128-bit anyway). */
export const VERIFY_RATE = { limit: 30, windowMs: 60_000 };

/** One public look-up of the client's address (VERIFY_RATE, shared by every verification call). */
const takeLookup = (deps: EndowmentsDeps, client: Client) =>
  takeOrThrow(deps.repos.throttles, `endowment-verify:${client.ip ?? 'unknown'}`, VERIFY_RATE, deps.clock.now());

async function versionByCode(deps: EndowmentsDeps, code: string, client: Client) {
  await takeLookup(deps, client);
  const version = await deps.repos.signing.versionByCode(code);
  const deed = version ? await deps.repos.signing.deedById(version.endowmentId) : undefined;
  if (!version || !deed) throw new AppError('ENDOWMENT_VERIFICATION_NOT_FOUND');
  return { version, deed };
}

/**
 * GET /api/verify/:code (public): the version the QR names, its hash and state, who signed when
 * (names, masked ID numbers), and the fingerprint of the certificate that sealed its PDF. A version an edit replaced, or a deed a settled amendment replaced, is
 * `superseded`; an unknown code is a 404 that says so.
 */
export async function verifyCode(deps: EndowmentsDeps, code: string, client: Client): Promise<EndowmentVerification> {
  const { version, deed } = await versionByCode(deps, code, client);
  const { signing } = deps.repos;
  const signatures = await signing.signaturesOf(deed.id, version.version);
  const amendments = await signing.amendmentsOf(deed.id);
  const amended = amendments.some((row) => row.status === 'FINAL' || row.status === 'REGISTERED');
  const current = version.version === deed.version && deed.status !== 'DRAFT';
  const snapshot = JSON.parse(version.snapshotText) as { meta?: { gregorianDate?: string; hijriDate?: string } };
  return {
    docNumber: current ? deed.docNumber : null,
    type: deed.type,
    version: version.version,
    hash: version.contentHash,
    status: deed.status,
    superseded: !current || version.supersededAt !== null || amended,
    latestVersion: deed.version,
    submittedAt: version.submittedAt.toISOString(),
    finalizedAt: current && deed.finalizedAt ? deed.finalizedAt.toISOString() : null,
    pdfHash: version.pdfHash,
    sealFingerprint: version.pdf ? sealFingerprintOf(version.pdf) : null,
    gregorianDate: snapshot.meta?.gregorianDate ?? null,
    hijriDate: snapshot.meta?.hijriDate ?? null,
    registered:
      current && deed.registeredDeedNo && deed.registeredHijriDate
        ? { deedNumber: deed.registeredDeedNo, hijriDate: deed.registeredHijriDate }
        : null,
    signers: signatures.map((row) => ({
      role: row.role,
      name: row.name,
      maskedId: maskId(row.idNumber),
      state: row.state,
      signedAt: row.signedAt?.toISOString() ?? null,
    })),
  };
}

/** POST /api/verify/:code/pdf (public): whether the uploaded PDF is, byte for byte, the stored FINAL one. */
export async function verifyPdf(
  deps: EndowmentsDeps,
  code: string,
  bytes: Buffer,
  client: Client,
): Promise<VerifyPdfResult> {
  const { version } = await versionByCode(deps, code, client);
  const uploadedHash = sha256Hex(bytes);
  return { matches: version.pdfHash === uploadedHash, uploadedHash, expectedHash: version.pdfHash };
}

/**
 * GET /api/verify-lookup?q= (public, walk finding 13): the verification code of a deed found by
 * its document number (WQF-1448-000001: its current version) or a version's full hash, so a deed
 * on paper without its QR code can be checked; nothing found is the verification's 404.
 */
export async function lookupVerifyCode(deps: EndowmentsDeps, reference: VerifyReference, client: Client) {
  await takeLookup(deps, client);
  const code = await deps.repos.signing.verifyCodeOf(reference);
  if (!code) throw new AppError('ENDOWMENT_VERIFICATION_NOT_FOUND');
  return { code };
}
