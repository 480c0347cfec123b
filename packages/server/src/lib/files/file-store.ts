import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCTOR_PHOTO_MAX_BYTES, SIGNING_FILE_MAX_BYTES, USER_FILE_MAX_BYTES } from '@bayan/shared';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live (lib/files/stores): the data folder in the embedded default;
 * PostgreSQL or S3-compatible storage, which every API process reaches, in production.
 */
export interface FileStore {
  /** Stores the bytes under a new random key and returns that key. */
  put(bytes: Buffer): Promise<string>;
  /** The file behind a key, or undefined when it is gone (so the caller can answer 404, not a broken stream). */
  read(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
}

/** A store every API process reaches (PostgreSQL, S3-compatible storage). */
export interface SharedFileStore extends FileStore {
  /** What the start log names: where the files are. */
  readonly description: string;
  /**
   * Stores exactly `file.size` bytes under `key`, replacing what was there: the move of a data
   * folder's uploads keeps each file's key, which the tables already name.
   */
  write(key: string, file: StoredFile): Promise<void>;
  close(): void;
}

/**
 * The most a shared store keeps in one file. The upload limits bound what a client sends; an image
 * is stored re-encoded (lib/files/image-content.ts), which can come out somewhat larger, hence twice.
 */
export const MAX_STORED_BYTES = 2 * Math.max(USER_FILE_MAX_BYTES, SIGNING_FILE_MAX_BYTES, DOCTOR_PHOTO_MAX_BYTES);

const KEY = /^[A-Za-z0-9_-]{32}$/;

/** 192 random bits: a stored name that says nothing of the uploader's. */
export const newFileKey = () => randomBytes(24).toString('base64url');
export const isFileKey = (key: string) => KEY.test(key);
/** A key reaches a store from the database only; anything else (a path, a dot) is a bug, not a file. */
export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error('invalid file key');
  return key;
}

/** `put` of a shared store: a new key, written as any other. */
export const putBy =
  (write: SharedFileStore['write']): FileStore['put'] =>
  async (bytes) => {
    const key = newFileKey();
    await write(key, { stream: Readable.from([bytes]), size: bytes.length });
    return key;
  };
