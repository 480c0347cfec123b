import { createHash, webcrypto } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CryptoKeySigner, HttpTimestampAuthority, P12Signer, parsePem, type Signer } from '@libpdf/core';
import type { TimestampAuthority } from '@libpdf/core';
import { createSelfSignedSeal, SEAL_KEY_ALGORITHM } from './self-signed.js';

/*
 * The platform's seal over every FINAL deed PDF (seal-pdf.ts): the certificate of SEAL_P12 in
 * production, else a self-signed one made once into the data folder (owner-only) and reused; with
 * an in-memory data folder (tests) one per process. TSA_URL adds an RFC 3161 timestamp (PAdES B-T).
 */

/** The seal settings config.ts reads: SEAL_P12 (a path), SEAL_P12_PASSWORD, TSA_URL. */
export interface SealSettings {
  p12?: string;
  password: string;
  tsaUrl?: string;
}

export interface DeedSeal {
  signer: Signer;
  /** SHA-256 of the signing certificate's DER, lowercase hex: what the verify page shows. */
  fingerprint: string;
  /** Where the seal came from, for the start-up log line. */
  source: string;
  timestampAuthority?: TimestampAuthority;
}

/** The self-signed seal's file in DATA_DIR: the private key and the certificate (PEM, mode 600). */
export const SELF_SIGNED_SEAL_FILE = 'deed-seal.pem';

/** How long the TSA may take to answer: finalisation waits for it, inside its transaction. */
const TSA_TIMEOUT_MS = 10_000;

/** SEAL_P12 that cannot be read or opened: the server refuses to start, saying which and why. */
export class SealConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealConfigError';
  }
}

export const certificateFingerprint = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function p12Signer(file: string, password: string): Promise<Signer> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new SealConfigError(`SEAL_P12 ${file} cannot be read: ${reason(error)}`);
  }
  try {
    return await P12Signer.create(bytes, password);
  } catch (error) {
    throw new SealConfigError(
      `SEAL_P12 ${file} cannot be opened (is SEAL_P12_PASSWORD right, with one key and its certificate?): ${reason(error)}`,
    );
  }
}

async function signerOfPem(text: string): Promise<Signer> {
  const blocks = parsePem(text);
  const key = blocks.find((block) => block.label === 'PRIVATE KEY');
  const certificate = blocks.find((block) => block.label === 'CERTIFICATE');
  if (!key || !certificate) throw new Error('the file lacks its PRIVATE KEY or CERTIFICATE block');
  const cryptoKey = await webcrypto.subtle.importKey('pkcs8', key.der, SEAL_KEY_ALGORITHM, false, ['sign']);
  return new CryptoKeySigner(cryptoKey, certificate.der, 'RSA', SEAL_KEY_ALGORITHM.name);
}

/** One per process for an in-memory data folder: no file to keep it in, and an RSA key takes a while. */
let inMemory: Promise<string> | undefined;

async function selfSignedPem(dataDir: string, now: Date): Promise<string> {
  if (dataDir.startsWith('memory://')) return (inMemory ??= createSelfSignedSeal(now));
  const file = path.join(dataDir, SELF_SIGNED_SEAL_FILE);
  const kept = await readFile(file, 'utf8').catch(() => undefined);
  if (kept !== undefined) return kept;
  // With DATABASE_URL the folder may not exist yet (open-data-dir.ts makes it for the embedded database only).
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // `wx`: of two processes starting at once, the first one's file is the seal of both.
  await writeFile(file, await createSelfSignedSeal(now), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return readFile(file, 'utf8');
}

/** The seal the settings name; a SEAL_P12 that cannot be used is a SealConfigError. */
export async function openDeedSeal(settings: SealSettings, dataDir: string, now = new Date()): Promise<DeedSeal> {
  let signer: Signer;
  let source: string;
  if (settings.p12) {
    signer = await p12Signer(settings.p12, settings.password);
    source = `SEAL_P12 ${settings.p12}`;
  } else {
    const pem = await selfSignedPem(dataDir, now);
    try {
      signer = await signerOfPem(pem);
    } catch (error) {
      throw new SealConfigError(`${path.join(dataDir, SELF_SIGNED_SEAL_FILE)} is not a usable seal: ${reason(error)}`);
    }
    source = dataDir.startsWith('memory://') ? 'self-signed (in memory)' : `self-signed ${SELF_SIGNED_SEAL_FILE}`;
  }
  return {
    signer,
    fingerprint: certificateFingerprint(signer.certificate),
    source,
    ...(settings.tsaUrl
      ? { timestampAuthority: new HttpTimestampAuthority(settings.tsaUrl, { timeout: TSA_TIMEOUT_MS }) }
      : {}),
  };
}
