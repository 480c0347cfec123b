import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1 (openssl), for the site's TLS server block. */
export function selfSignedCertificate(folder: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(folder, 'fullchain.pem');
  const key = path.join(folder, 'privkey.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}
