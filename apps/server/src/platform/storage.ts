/** File bytes behind one interface: local disk under DATA_DIR/files (S3-compatible storage plugs in here). */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores bytes under a server-made key (never a user-supplied name). */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes; throws when the key is missing. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9/_.-]*$/;

export function createDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
