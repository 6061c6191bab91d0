/**
 * The S3 driver of FileStorage (S3_* set): any S3-compatible server (AWS S3, MinIO, Ceph, s3rver).
 * Uploads stream through @aws-sdk/lib-storage in 5 MB parts, one in flight while the next fills
 * (about 10 MB of a file in memory); downloads stream the object body. The bucket must exist.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.ts';
import { assertStorageKey, StorageObjectMissingError, type FileStorage } from './storage.ts';

/** Bytes per multipart part (S3's minimum) and parts uploaded at once: bounds memory per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;

/** A FileStorage on the bucket in `config`; keys are used as object keys unchanged. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // A server that does not answer fails the request in seconds (503), not after the OS's TCP timeout.
    requestHandler: { connectionTimeout: 3_000 },
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    driver: 's3',
    async put(key, data, options = {}) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: data, ...(options.contentType ? { ContentType: options.contentType } : {}) },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A source stream that failed (e.g. at a size limit) is the caller's error; the SDK has
        // already aborted the multipart upload, so nothing is left under the key.
        if (data instanceof Readable && data.errored) throw data.errored;
        throw error;
      }
    },
    async get(key, range) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no body stream');
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
          throw new StorageObjectMissingError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(3_000) });
    },
  };
}
