import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3UrlSchema } from '../lib/files/stores/s3-url.js';

/** The access key s3rver knows (it refuses any other). */
const KEY = 'S3RVER';

export interface S3Server {
  /** S3_URL for its bucket `bayan`, under `prefix`. */
  url(prefix?: string): string;
  /** The keys of the objects under `prefix`, as S3 lists them. */
  objectKeys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 with one bucket, `bayan`, kept in a
 * temporary folder. It speaks S3's REST API as the SDK sends it; it does not check a SigV4
 * signature's value, only the access key.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bayan-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'bayan', configs: [] }],
  });
  const { port } = await server.run();
  const url = (prefix = '') => `s3://${KEY}:${KEY}@127.0.0.1:${port}/bayan/${prefix}?forcePathStyle=true&tls=false`;
  return {
    url,
    async objectKeys(prefix) {
      const settings = s3UrlSchema.parse(url(prefix));
      const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED' });
      try {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix }),
        );
        return (listed.Contents ?? []).map((object) => object.Key!);
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
