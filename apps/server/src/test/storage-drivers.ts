/**
 * The two storage drivers for tests: `disk` (the default) and `s3`, a real S3-compatible server
 * (s3rver 3.7, in-process, on a free port, credentials S3RVER/S3RVER) started by the test file.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';

export type StorageDriverName = 'disk' | 's3';

export interface TestS3Server {
  config: S3Config;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with an empty `lintel` bucket. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lintel-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'lintel', configs: [] }] });
  const address = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'lintel',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    config,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under a disk driver's root, as storage keys (temporary `.part` files included). */
export async function diskKeys(rootDir: string): Promise<string[]> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
