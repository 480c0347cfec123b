import { PDF } from '@libpdf/core';
import type { DeedSeal } from './deed-seal.js';

/** Room for the CMS beyond its certificates (attributes, signature value), and for a timestamp token. */
const CMS_ROOM = 6 * 1024;
const TIMESTAMP_ROOM = 12 * 1024;

/**
 * The PDF sealed with the platform's certificate: a PAdES signature (ETSI.CAdES.detached, SHA-256,
 * signing-certificate-v2), B-B, or B-T with an RFC 3161 timestamp over the signature value when a
 * TSA is set. An incremental update: the printed bytes come first, unchanged, so the text, fonts and
 * pages read and render as before; the signature covers the whole file. The claimed signing time is
 * the signature dictionary's /M only: PAdES baseline (ETSI EN 319 142-1) wants no CMS signing-time
 * attribute, which libpdf 0.4.2 always adds; `patches/@libpdf+core+0.4.2.patch` (patch-package, run
 * by `npm install`'s postinstall) leaves it out for ETSI.CAdES.detached.
 */
export async function sealPdf(pdf: Uint8Array, seal: DeedSeal, signingTime: Date): Promise<Buffer> {
  const { signer, timestampAuthority } = seal;
  const certificates = [signer.certificate, ...(signer.certificateChain ?? [])];
  const document = await PDF.load(pdf);
  const { bytes } = await document.sign({
    signer,
    signingTime,
    reason: 'Bayan: the deed as finalised',
    subFilter: 'ETSI.CAdES.detached',
    digestAlgorithm: 'SHA-256',
    level: timestampAuthority ? 'B-T' : 'B-B',
    ...(timestampAuthority ? { timestampAuthority } : {}),
    estimatedSize:
      certificates.reduce((sum, der) => sum + der.length, CMS_ROOM) + (timestampAuthority ? TIMESTAMP_ROOM : 0),
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
