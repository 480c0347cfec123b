import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { pem, selfSignedCertificate } from '../modules/endowments/seal/self-signed.js';

/*
 * A small RFC 3161 time-stamp authority on 127.0.0.1 for the seal's B-T tests (no network here):
 * it answers a TimeStampReq with a granted TimeStampResp whose token (CMS SignedData over a TSTInfo,
 * with the ESS signing-certificate-v2 attribute) its own self-signed id-kp-timeStamping
 * certificate signs, the request's imprint and nonce copied. `openssl ts -verify` accepts it.
 */

const ID_CT_TSTINFO = '1.2.840.113549.1.9.16.1.4';
const ID_KP_TIMESTAMPING = '1.3.6.1.5.5.7.3.8';
const sha256 = (bytes: ArrayBuffer | Uint8Array) =>
  new Uint8Array(createHash('sha256').update(new Uint8Array(bytes)).digest());

export interface TsaResponder {
  url: string;
  /** The TSA's certificate (PEM): what `openssl ts -verify -CAfile` trusts. */
  certificatePem: string;
  /** The requests it answered. */
  requests: number;
  close(): Promise<void>;
}

async function token(
  request: pkijs.TimeStampReq,
  tsa: Awaited<ReturnType<typeof selfSignedCertificate>>,
  serial: number,
) {
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: '1.3.6.1.4.1.99999.1.1',
    messageImprint: request.messageImprint,
    serialNumber: new asn1js.Integer({ value: serial }),
    genTime: new Date(),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const infoDer = info.toSchema().toBER(false);
  // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 { certHash } } (SHA-256 is the default).
  const signingCertificateV2 = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: sha256(tsa.der) })] })],
      }),
    ],
  });
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: ID_CT_TSTINFO,
      eContent: new asn1js.OctetString({ valueHex: infoDer }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: tsa.certificate.issuer,
          serialNumber: tsa.certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: ID_CT_TSTINFO })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: sha256(infoDer) })],
            }),
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.16.2.47', values: [signingCertificateV2] }),
          ],
        }),
      }),
    ],
    certificates: request.certReq ? [tsa.certificate] : [],
  });
  await signed.sign(tsa.keys.privateKey, 0, 'SHA-256');
  return new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
}

export async function startTsaResponder(): Promise<TsaResponder> {
  const tsa = await selfSignedCertificate({
    commonName: 'Bayan test TSA',
    now: new Date(),
    extendedKeyUsage: [ID_KP_TIMESTAMPING],
  });
  let serial = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const request = pkijs.TimeStampReq.fromBER(Buffer.concat(chunks));
          const answer = new pkijs.TimeStampResp({
            status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
            timeStampToken: await token(request, tsa, ++serial),
          });
          responder.requests += 1;
          res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
          res.end(Buffer.from(answer.toSchema().toBER(false)));
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const responder: TsaResponder = {
    url: `http://127.0.0.1:${port}/tsr`,
    certificatePem: pem('CERTIFICATE', tsa.der),
    requests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return responder;
}
