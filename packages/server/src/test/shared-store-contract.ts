import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_STORED_BYTES, newFileKey, type SharedFileStore } from '../lib/files/file-store.js';
import { AppError } from '../lib/http/app-error.js';

export interface StoreUnderTest {
  store: SharedFileStore;
  /** How many files the backing storage holds, read from it directly. */
  held(): Promise<number>;
  close(): Promise<void>;
}

/** The bytes behind `key`, or undefined. */
export async function bytesOf(store: SharedFileStore, key: string): Promise<Buffer | undefined> {
  const file = await store.read(key);
  if (!file) return undefined;
  const bytes = await buffer(file.stream);
  expect(bytes.length).toBe(file.size);
  return bytes;
}

/** A stream that gives `bytes`, then fails as a dropped client or a dying disk would. */
export const failingAfter = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('the source broke off');
    })(),
    { objectMode: false },
  );

/** What every shared store (PostgreSQL, S3) does, checked against the real backing storage. */
export function sharedStoreContract(open: () => Promise<StoreUnderTest>) {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s.close());

  it('keeps a file of several chunks byte for byte, under a new random key each time', async () => {
    const bytes = randomBytes(600 * 1024 + 7);
    const [first, second] = [await s.store.put(bytes), await s.store.put(bytes)];
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    expect((await bytesOf(s.store, first))?.equals(bytes)).toBe(true);
    expect((await s.store.read(second))?.size).toBe(bytes.length);
  });

  it('answers undefined for a key it does not hold, and once removed (twice is fine)', async () => {
    const key = await s.store.put(Buffer.from('%PDF-1.7 a scanned deed'));
    expect(await s.store.read(newFileKey())).toBeUndefined();
    await s.store.remove(key);
    await s.store.remove(key);
    expect(await s.store.read(key)).toBeUndefined();
  });

  it('writes under a given key, replacing what was there', async () => {
    const key = newFileKey();
    await s.store.write(key, { stream: Readable.from([Buffer.from('first')]), size: 5 });
    await s.store.write(key, { stream: Readable.from([Buffer.from('the second')]), size: 10 });
    expect((await bytesOf(s.store, key))?.toString()).toBe('the second');
  });

  it('refuses more than it keeps (UPLOAD_FILE_TOO_LARGE) and stores nothing', async () => {
    const before = await s.held();
    const refusal = await s.store.put(Buffer.alloc(MAX_STORED_BYTES + 1)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('UPLOAD_FILE_TOO_LARGE');
    expect(await s.held()).toBe(before);
  });

  it('keeps nothing of a write whose source fails halfway', async () => {
    const key = newFileKey();
    await expect(
      s.store.write(key, { stream: failingAfter(randomBytes(300 * 1024)), size: 600 * 1024 }),
    ).rejects.toThrow();
    // Settled: an S3-compatible server (s3rver under load) may show what arrived for a moment
    // before it drops the aborted request's object; nothing may stay.
    const gone = async () => {
      const file = await s.store.read(key);
      file?.stream.destroy();
      return file === undefined;
    };
    await expect.poll(gone, { timeout: 5_000 }).toBe(true);
  });

  it('refuses a key that is not a stored name (a path, a dot)', async () => {
    for (const key of ['../../etc/passwd', '.', 'a'.repeat(31)]) {
      await expect(s.store.read(key)).rejects.toThrow('invalid file key');
    }
  });
}
