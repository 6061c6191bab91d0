/** Chooses the file storage driver from the configuration (docs/design.md#where-data-lives). */
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

/** S3 when `config.s3` is set (any S3_* variable), else DATA_DIR/files on disk. */
export function createStorage(config: AppConfig): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}
