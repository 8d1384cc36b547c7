import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3BlobStore } from '../server/lib/blob-store/s3-blob-store';

/** s3rver's fixed key pair: it checks the signature like S3 does, with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A store that speaks S3 to the given address, giving up on a call after `timeoutMs`. */
export function s3StoreAt(endpoint: string, bucket: string, timeoutMs = 10_000) {
  return s3BlobStore({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    timeoutMs,
  });
}

/**
 * A local S3-compatible server (s3rver) on a free port with one empty bucket, and a store that
 * speaks the S3 protocol to it over HTTP, as production speaks to a real bucket.
 */
export async function startS3Server(bucket = 'site-entry-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'site-entry-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    store: () => s3StoreAt(endpoint, bucket),
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
