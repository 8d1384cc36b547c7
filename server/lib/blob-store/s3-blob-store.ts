import { assertBlobKey, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); AWS itself when absent. */
  endpoint: string | null;
  /** bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Given explicitly (tests); else the SDK's own chain: AWS_ACCESS_KEY_ID, a role, a profile. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3 deletes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Blobs in an S3-compatible bucket, for production: private objects (no ACL is ever set), read
 * back by the app after its own authorization, never linked to directly. The SDK is loaded
 * here, not with the server: an instance that keeps its files on disk never pays its start-up.
 */
export async function s3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      assertBlobKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertBlobKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async close() {
      client.destroy();
    },
  };
}
