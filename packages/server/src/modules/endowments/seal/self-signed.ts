import { randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** The embedded default's seal: RSA 2048 with SHA-256, what every PDF reader verifies. */
export const SEAL_KEY_ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
} as const;

const COMMON_NAME = 'Bayan deed seal';
const VALID_YEARS = 20;

const pem = (label: string, der: ArrayBuffer | Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der as ArrayBuffer)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

const name = () =>
  new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: COMMON_NAME }) }),
    ],
  });

/**
 * A new self-signed seal certificate and its key, as one PEM text (PKCS#8 key, then the
 * certificate): a positive random 128-bit serial, valid from now for VALID_YEARS, key usage
 * digital signature and non-repudiation (critical), not a CA.
 */
export async function createSelfSignedSeal(now: Date): Promise<string> {
  const { subtle } = webcrypto;
  const keys = await subtle.generateKey(
    { ...SEAL_KEY_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);

  const certificate = new pkijs.Certificate({
    version: 2,
    serialNumber: new asn1js.Integer({ valueHex: serial }),
    issuer: name(),
    subject: name(),
  });
  certificate.notBefore.value = now;
  certificate.notAfter.value = notAfter;
  certificate.extensions = [
    new pkijs.Extension({
      extnID: '2.5.29.15', // keyUsage: digitalSignature, nonRepudiation
      critical: true,
      extnValue: new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 }).toBER(false),
    }),
    new pkijs.Extension({
      extnID: '2.5.29.19', // basicConstraints: not a CA
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign(keys.privateKey, 'SHA-256');

  const key = await subtle.exportKey('pkcs8', keys.privateKey);
  return pem('PRIVATE KEY', key) + pem('CERTIFICATE', certificate.toSchema(true).toBER(false));
}
