import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../../http/app-error.js';
import { assertFileKey, MAX_STORED_BYTES, putBy, type SharedFileStore, type StoredFile } from '../file-store.js';
import type { S3Settings } from './s3-url.js';

/**
 * Uploads in S3-compatible storage (S3_URL): AWS S3, MinIO, Ceph, Cloudflare R2… Each file is one
 * object under its random key, sent and read as a stream. The bucket is checked at start, so a
 * wrong S3_URL stops the server rather than its first upload.
 */
export async function openS3FileStore(settings: S3Settings): Promise<SharedFileStore> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums where S3 requires them only: the SDK's newer default (CRC trailers on a chunked
    // upload) is refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const where = `${settings.endpoint}/${Bucket}/${settings.prefix}`;
  await client.send(new HeadBucketCommand({ Bucket })).catch((error: Error) => {
    client.destroy();
    throw new Error(`S3_URL: the bucket at ${where} cannot be reached (${error.name})`, { cause: error });
  });
  const Key = (key: string) => settings.prefix + assertFileKey(key);
  const write = async (key: string, file: StoredFile) => {
    if (file.size > MAX_STORED_BYTES) {
      file.stream.destroy();
      throw new AppError('UPLOAD_FILE_TOO_LARGE');
    }
    // The SDK waits for the rest of a body whose source failed: the failure aborts the request instead.
    const abort = new AbortController();
    const fail = (error: Error) => abort.abort(error);
    file.stream.once('error', fail);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: file.stream,
          ContentLength: file.size,
          ContentType: 'application/octet-stream',
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw abort.signal.aborted ? (abort.signal.reason as Error) : error;
    } finally {
      file.stream.off('error', fail);
    }
  };
  return {
    description: `S3-compatible storage (${where})`,
    put: putBy(write),
    write,
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) })).catch((error: unknown) => {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      });
      if (!object) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    remove: async (key) => void (await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }))),
    close: () => client.destroy(),
  };
}
