import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/s3-server.js';
import { bytesOf, sharedStoreContract } from '../../../test/shared-store-contract.js';
import { openS3FileStore } from './s3-store.js';
import { s3UrlSchema, type S3Settings } from './s3-url.js';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

const settingsOf = (url: string): S3Settings => s3UrlSchema.parse(url);

describe('the S3 store (s3rver)', () => {
  sharedStoreContract(async () => {
    const store = await openS3FileStore(settingsOf(server.url('contract/')));
    return { store, held: async () => (await server.objectKeys('contract/')).length, close: async () => store.close() };
  });
});

describe('the S3 store, in its bucket', () => {
  it('keeps each file as one object named by its key under the prefix', async () => {
    const store = await openS3FileStore(settingsOf(server.url('bayan/uploads')));
    try {
      const key = await store.put(Buffer.from('%PDF-1.7 registration scan'));
      expect(await server.objectKeys('bayan/uploads/')).toEqual([`bayan/uploads/${key}`]);
      expect((await bytesOf(store, key))?.toString()).toBe('%PDF-1.7 registration scan');
    } finally {
      store.close();
    }
  });

  it('stops the start on a bucket it cannot reach, naming it but not the secret', async () => {
    const missing = settingsOf(server.url().replace('/bayan/', '/no-such-bucket/'));
    await expect(openS3FileStore(missing)).rejects.toThrow(
      /^S3_URL: the bucket at http:\/\/127\.0\.0\.1:\d+\/no-such-bucket\/ cannot be reached \(NotFound\)$/,
    );
    const stranger = settingsOf(server.url().replace('S3RVER:S3RVER', 'SOMEONE:S3RVER'));
    await expect(openS3FileStore(stranger)).rejects.toThrow(/cannot be reached/);
  });
});
