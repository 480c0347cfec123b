import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEED_OPTIONS, deedSnapshot } from '../../../test/deed-document-fixtures.js';
import { pdfsig, pdftotext, run, tempFile, tempFolder } from '../../../test/pdf-tools.js';
import { createTestApp } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { startTsaResponder, type TsaResponder } from '../../../test/tsa-responder.js';
import { DeedPdfRenderer, DeedPdfUnavailableError, deedDocumentPdf } from '../document/deed-document.js';
import { openDeedSeal, SealConfigError, SELF_SIGNED_SEAL_FILE } from './deed-seal.js';
import { DeedSealer } from './deed-sealer.js';
import { lastSignatureCms, sealFingerprintOf } from './seal-fingerprint.js';
import { sealPdf } from './seal-pdf.js';

/*
 * The FINAL PDF's seal as a court clerk's tools see it: poppler's pdfsig checks the PAdES signature
 * (the self-signed certificate is "not trusted", as expected: the signature and the untouched
 * document are what count), pdftotext and pdftoppm read and draw the same deed as before sealing,
 * and openssl checks the B-T timestamp token against the local TSA's certificate. Chromium,
 * poppler-utils and openssl come with .ci/run. No database here, so it runs once, in server-pglite.
 */

const NOW = new Date();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Page 1 drawn at 72 dpi by pdftoppm: its PNG bytes. */
function page1Png(pdf: Uint8Array): Buffer {
  const folder = tempFolder();
  const file = tempFile(pdf);
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', file, path.join(folder, 'page')]);
  return readFileSync(path.join(folder, 'page.png'));
}

/** The signer's signature value and its unsigned attributes, from the PDF's CMS. */
function signerInfoOf(pdf: Uint8Array): pkijs.SignerInfo {
  const signed = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(lastSignatureCms(pdf)!).content });
  return signed.signerInfos[0]!;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the sealed deed PDF', () => {
  const renderer = new DeedPdfRenderer();
  let printed: Buffer;
  let sealed: Buffer;
  let dataDir: string;
  let fingerprint: string;

  beforeAll(async () => {
    printed = await deedDocumentPdf(renderer, deedSnapshot(), { ...DEED_OPTIONS, status: 'FINAL' });
    dataDir = tempFolder('bayan-seal-');
    const seal = await openDeedSeal({ password: '' }, dataDir, NOW);
    fingerprint = seal.fingerprint;
    sealed = await sealPdf(printed, seal, NOW);
  }, 120_000);
  afterAll(() => renderer.close());

  it('is a valid PAdES signature over the whole document by the seal certificate (pdfsig)', () => {
    const report = pdfsig(sealed);
    expect(report).toContain('Signer Certificate Common Name: Bayan deed seal');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // Self-signed: valid, but no one vouches for it.
    expect(report).toMatch(/Certificate Validation: Certificate issuer (isn't Trusted|is unknown)\./);
    // An incremental update: the printed bytes come first, unchanged.
    expect(sealed.subarray(0, printed.length).equals(printed)).toBe(true);
    // The CMS names its signing certificate (ESS signing-certificate-v2: PAdES B-B).
    const signedAttributes = signerInfoOf(sealed).signedAttrs!.attributes.map((a) => a.type);
    expect(signedAttributes).toContain('1.2.840.113549.1.9.16.2.47');
    // PAdES baseline (ETSI EN 319 142-1): no CMS signing-time; the claimed time is the dictionary's /M.
    expect(signedAttributes).not.toContain('1.2.840.113549.1.9.5');
    expect(report).toMatch(new RegExp(`Signing Time: .*${NOW.getFullYear()}`));
  });

  it('is reported modified when one byte in the signed range changes', () => {
    for (const at of [1000, sealed.length - 10]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = tampered[at]! ^ 0x01;
      const report = pdfsig(tampered);
      expect(report, `byte ${at}`).not.toContain('Signature is Valid.');
      expect(report, `byte ${at}`).toMatch(/Digest Mismatch|Signature is Invalid|not.*signed/i);
    }
  });

  it('leaves the Arabic text and the rendered page as they were (pdftotext, pdftoppm)', () => {
    const text = pdftotext(printed);
    expect(text).toContain('الفقرة الأولى');
    expect(pdftotext(sealed)).toBe(text);
    expect(page1Png(sealed).equals(page1Png(printed))).toBe(true);
  });

  it('names its certificate: the fingerprint read from the PDF is the seal’s, as openssl computes it', () => {
    expect(sealFingerprintOf(sealed)).toBe(fingerprint);
    expect(sealFingerprintOf(printed)).toBeNull();
    const file = path.join(dataDir, SELF_SIGNED_SEAL_FILE);
    const openssl = run('openssl', ['x509', '-in', file, '-noout', '-fingerprint', '-sha256']);
    expect(openssl.split('=')[1]!.trim().replaceAll(':', '').toLowerCase()).toBe(fingerprint);
  });

  it('keeps the self-signed certificate in the data folder, owner-only, and reuses it', async () => {
    const file = path.join(dataDir, SELF_SIGNED_SEAL_FILE);
    const before = readFileSync(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(before.toString()).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+-----BEGIN CERTIFICATE-----\n/);
    const again = await openDeedSeal({ password: '' }, dataDir);
    expect(again.fingerprint).toBe(fingerprint);
    expect(readFileSync(file).equals(before)).toBe(true);
    // Another data folder (made when missing, as with PostgreSQL), another certificate.
    const other = path.join(tempFolder('bayan-seal-'), 'not-yet');
    expect((await openDeedSeal({ password: '' }, other)).fingerprint).not.toBe(fingerprint);
    expect(statSync(path.join(other, SELF_SIGNED_SEAL_FILE)).mode & 0o777).toBe(0o600);
  });

  it('warns at start when PostgreSQL processes would each seal with their own self-signed certificate', () => {
    const shared = { dataDir, databaseUrl: 'postgres://u@127.0.0.1/db' };
    expect(new DeedSealer({ ...shared, seal: { password: '' } }).warning).toMatch(/^SEAL_P12 is not set/);
    expect(new DeedSealer({ ...shared, seal: { password: '', p12: '/etc/bayan/seal.p12' } }).warning).toBeUndefined();
    expect(new DeedSealer({ dataDir, databaseUrl: undefined, seal: { password: '' } }).warning).toBeUndefined();
  });

  describe('with SEAL_P12', () => {
    let p12: string;
    beforeAll(() => {
      const folder = tempFolder('bayan-p12-');
      const key = path.join(folder, 'key.pem');
      const cert = path.join(folder, 'cert.pem');
      p12 = path.join(folder, 'seal.p12');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '3650',
          '-subj',
          '/CN=Bayan platform seal/O=Bayan',
        ],
        { stdio: 'pipe' },
      );
      execFileSync('openssl', [
        'pkcs12',
        '-export',
        '-inkey',
        key,
        '-in',
        cert,
        '-out',
        p12,
        '-passout',
        'pass:s3cret-Seal',
      ]);
    });

    it('seals with the PKCS#12 certificate', async () => {
      const seal = await openDeedSeal({ p12, password: 's3cret-Seal' }, 'memory://');
      const report = pdfsig(await sealPdf(printed, seal, NOW));
      expect(report).toContain('Signer Certificate Common Name: Bayan platform seal');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(seal.source).toBe(`SEAL_P12 ${p12}`);
    });

    it('stops the server at start when the file cannot be used, naming it', async () => {
      const database = await openTestDatabase();
      try {
        const missing = path.join(tempFolder(), 'none.p12');
        await expect(createTestApp({ SEAL_P12: missing }, { database })).rejects.toThrow(
          `SEAL_P12 ${missing} cannot be read`,
        );
        await expect(createTestApp({ SEAL_P12: p12, SEAL_P12_PASSWORD: 'wrong' }, { database })).rejects.toThrow(
          `SEAL_P12 ${p12} cannot be opened`,
        );
      } finally {
        await database.close();
      }
    }, 60_000);

    it('says which file and why when it cannot be used', async () => {
      await expect(openDeedSeal({ p12, password: 'wrong' }, 'memory://')).rejects.toThrow(
        new RegExp(`^SEAL_P12 ${p12} cannot be opened`),
      );
      const missing = path.join(tempFolder(), 'none.p12');
      const refused = openDeedSeal({ p12: missing, password: '' }, 'memory://');
      await expect(refused).rejects.toBeInstanceOf(SealConfigError);
      await expect(refused).rejects.toThrow(`SEAL_P12 ${missing} cannot be read: ENOENT`);
    });
  });

  describe('with TSA_URL (PAdES B-T)', () => {
    let tsa: TsaResponder;
    beforeAll(async () => {
      tsa = await startTsaResponder();
    });
    afterAll(() => tsa.close());

    it('embeds an RFC 3161 timestamp over the signature value that openssl verifies', async () => {
      const seal = await openDeedSeal({ password: '', tsaUrl: tsa.url }, dataDir);
      const stamped = await sealPdf(printed, seal, NOW);
      expect(tsa.requests).toBe(1);
      expect(pdfsig(stamped)).toContain('Signature Validation: Signature is Valid.');

      const signer = signerInfoOf(stamped);
      const token = signer.unsignedAttrs?.attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.14');
      expect(token).toBeDefined();
      const tokenFile = tempFile(new Uint8Array(token!.values[0]!.toBER(false)), 'token.der');
      const digest = sha256(new Uint8Array(signer.signature.valueBlock.valueHexView));
      const caFile = tempFile(tsa.certificatePem, 'tsa.pem');
      const verify = (hex: string) =>
        run('openssl', ['ts', '-verify', '-digest', hex, '-in', tokenFile, '-token_in', '-CAfile', caFile]);
      expect(verify(digest)).toContain('Verification: OK');
      // Over that signature value and nothing else.
      expect(verify(sha256(Buffer.from('another signature')))).not.toContain('Verification: OK');
    });

    it('a TSA that does not answer is the PDF’s 503, saying why', async () => {
      const sealer = new DeedSealer({
        seal: { password: '', tsaUrl: 'http://127.0.0.1:9/tsr' },
        dataDir,
        databaseUrl: undefined,
      });
      const refused = sealer.seal(printed, NOW);
      await expect(refused).rejects.toBeInstanceOf(DeedPdfUnavailableError);
      await expect(refused).rejects.toMatchObject({
        reason: expect.stringMatching(/^The PDF could not be sealed: TSA request failed/),
      });
    });
  });
});
