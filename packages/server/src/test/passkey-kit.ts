import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationResponse, PasskeyOptions, PasskeyRegistrationResponse } from '@bayan/shared';

/**
 * A software authenticator for the server's tests: real ES256 keys (node:crypto) and real
 * WebAuthn structures (authenticator data, a `none` attestation in CBOR, clientDataJSON), so the
 * server's checks run as they do for a browser's. No maintained npm package emulates one for
 * Node (the browser's virtual authenticator serves the e2e tests, e2e/passkeys.test.ts).
 */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The public key as COSE (EC2, P-256, ES256). */
  cose: Uint8Array;
  /** The user handle the options named, kept as a discoverable credential keeps it. */
  userHandle: string | undefined;
  counter: number;
}

/** How a ceremony is answered: which origin and RP ID it names, whether the user was verified, what counter it says. */
export interface Answer {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  counter?: number;
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftAuthenticator {
  constructor(
    /** Where the browser runs: its origin, and the RP ID it would allow there. */
    readonly origin: string,
    readonly rpId: string,
  ) {}

  newCredential(): SoftCredential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    return { id: randomBytes(16), privateKey, cose, userHandle: undefined, counter: 0 };
  }

  /** navigator.credentials.create: a new credential for these options (its state kept in `credential`). */
  register(
    options: PasskeyOptions,
    credential = this.newCredential(),
    answer: Answer = {},
  ): { credential: SoftCredential; response: PasskeyRegistrationResponse } {
    credential.userHandle = (options.user as { id: string } | undefined)?.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, credential.cose]);
    const flags = UP | (answer.userVerified === false ? 0 : UV) | AT;
    const authData = authenticatorData(answer.rpId ?? this.rpId, flags, answer.counter ?? credential.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const id = b64url(credential.id);
    return {
      credential,
      response: {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, answer.origin ?? this.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      },
    };
  }

  /** navigator.credentials.get: an assertion of `credential` for these options; its counter goes up by one. */
  assert(options: PasskeyOptions, credential: SoftCredential, answer: Answer = {}): PasskeyAuthenticationResponse {
    const counter = answer.counter ?? ++credential.counter;
    const flags = UP | (answer.userVerified === false ? 0 : UV);
    const authData = authenticatorData(answer.rpId ?? this.rpId, flags, counter);
    const data = clientData('webauthn.get', options.challenge, answer.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
    const id = b64url(credential.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(credential.userHandle ? { userHandle: credential.userHandle } : {}),
      },
    };
  }
}
