import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateFingerprint } from './deed-seal.js';

const BYTE_RANGE = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)\s+\d+\s*\]/g;

/** The CMS of the PDF's last signature: the hex string its ByteRange leaves out. */
export function lastSignatureCms(pdf: Uint8Array): Uint8Array | undefined {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const last = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!last) return undefined;
  const hex = /^<([0-9A-Fa-f]*)>$/.exec(text.slice(Number(last[1]), Number(last[2])))?.[1];
  return hex ? Buffer.from(hex, 'hex') : undefined;
}

/**
 * SHA-256 (hex) of the certificate that sealed a PDF (seal-pdf.ts): the signer's certificate of its
 * last signature's CMS. Null for a PDF with no signature (deeds finalised before the seal).
 */
export function sealFingerprintOf(pdf: Uint8Array): string | null {
  const cms = lastSignatureCms(pdf);
  if (!cms) return null;
  const asn1 = asn1js.fromBER(cms);
  if (asn1.offset === -1) return null;
  try {
    const signed = new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: asn1.result }).content });
    const sid = signed.signerInfos[0]?.sid;
    const certificate = signed.certificates?.find(
      (c): c is pkijs.Certificate =>
        c instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        c.issuer.isEqual(sid.issuer) &&
        c.serialNumber.isEqual(sid.serialNumber),
    );
    return certificate ? certificateFingerprint(new Uint8Array(certificate.toSchema().toBER(false))) : null;
  } catch {
    return null;
  }
}
