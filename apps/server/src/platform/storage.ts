/**
 * File bytes behind one interface (docs/design.md#where-data-lives): local disk under DATA_DIR/files by
 * default, S3-compatible object storage when S3_* is set (storage-s3.ts). Bytes are streamed both
 * ways; nothing here holds a whole file in memory unless it was handed a Buffer.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  /** 'disk' or 's3' (shown by the health route and logs). */
  readonly driver: 'disk' | 's3';
  /**
   * Stores bytes under a server-made key (never a user-supplied name). A stream is consumed to its
   * end; when it fails (or errors on purpose, e.g. at a size limit) nothing is left under the key and
   * the stream's error is rethrown.
   */
  put(key: string, data: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /**
   * A stream of the bytes, or of bytes `range.start`..`range.end` (inclusive, 0-based) only; throws
   * StorageObjectMissingError when the key holds nothing.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3 client); the disk driver has nothing to release. */
  close(): Promise<void>;
  /** Throws when the storage cannot be used now (S3: HeadBucket; disk: the directory); /api/ready calls it. */
  check?(): Promise<void>;
}

/** An inclusive byte range of a stored object (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Thrown by `get` for a key with no object (the files route answers 404). */
export class StorageObjectMissingError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageObjectMissingError';
  }
}

const keyPattern = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Throws for a key that is not server-made (upper case, `..`, leading slash, odd characters). */
export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
}

/** Files under `rootDir`, written to a temporary name and renamed, so a failed upload leaves nothing. */
export function createDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, key);
  };
  return {
    driver: 'disk',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch {
        throw new StorageObjectMissingError(key);
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async close() {},
  };
}
