/**
 * The two storage drivers for tests: `disk` (the default) and `s3`, a real S3-compatible server
 * (s3rver 3.7, credentials S3RVER/S3RVER) started by the test file on a free port. s3rver runs in a
 * worker thread of the test process, so its own buffers stay out of the main thread's heap and
 * external memory, which the memory test measures as the Lintel server's.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { S3Config } from '../config.ts';

export type StorageDriverName = 'disk' | 's3';

export interface TestS3Server {
  config: S3Config;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const S3rver = require(workerData.modulePath);
const server = new S3rver(workerData.options);
server.run().then(
  (address) => parentPort.postMessage({ port: address.port }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

/** Starts s3rver on 127.0.0.1 (in a worker thread) with an empty `lintel` bucket. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lintel-s3rver-'));
  const options = { address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'lintel', configs: [] }] };
  const worker = new Worker(workerSource, { eval: true, workerData: { modulePath: createRequire(import.meta.url).resolve('s3rver'), options } });
  const started = await new Promise<{ port?: number; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (!started.port) throw new Error(`s3rver did not start: ${started.error}`);
  const address = { port: started.port };
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
      await worker.terminate();
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
