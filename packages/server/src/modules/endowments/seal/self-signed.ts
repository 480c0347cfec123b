import { randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** The embedded default's seal: RSA 2048 with SHA-256, what every PDF reader verifies. */
export const SEAL_KEY_ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
} as const;

const VALID_YEARS = 20;

export const pem = (label: string, der: ArrayBuffer | Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der as ArrayBuffer)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

export interface SelfSignedOptions {
  commonName: string;
  now: Date;
  /** Extended key usages (OIDs), marked critical: the TSA of the tests has id-kp-timeStamping. */
  extendedKeyUsage?: string[];
}

/**
 * A new self-signed RSA 2048 certificate and its key: a positive random 128-bit serial, valid from
 * `now` for VALID_YEARS, key usage digital signature and non-repudiation (critical), not a CA.
 */
export async function selfSignedCertificate({ commonName, now, extendedKeyUsage }: SelfSignedOptions) {
  const keys = await webcrypto.subtle.generateKey(
    { ...SEAL_KEY_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  const name = () =>
    new pkijs.RelativeDistinguishedNames({
      typesAndValues: [
        new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: commonName }) }),
      ],
    });

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
    ...(extendedKeyUsage
      ? [
          new pkijs.Extension({
            extnID: '2.5.29.37',
            critical: true,
            extnValue: new pkijs.ExtKeyUsage({ keyPurposes: extendedKeyUsage }).toSchema().toBER(false),
          }),
        ]
      : []),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign(keys.privateKey, 'SHA-256');
  return { keys, certificate, der: new Uint8Array(certificate.toSchema(true).toBER(false)) };
}

/** The embedded default's seal: a new self-signed certificate and its key as one PEM text (PKCS#8 key, then the certificate). */
export async function createSelfSignedSeal(now: Date): Promise<string> {
  const { keys, der } = await selfSignedCertificate({ commonName: 'Bayan deed seal', now });
  const key = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return pem('PRIVATE KEY', key) + pem('CERTIFICATE', der);
}
