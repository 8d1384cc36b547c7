import { assertBlobKey, BlobStoreUnavailable, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); AWS itself when absent. */
  endpoint: string | null;
  /** bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Given explicitly (tests); else the SDK's own chain: AWS_ACCESS_KEY_ID, a role, a profile. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The longest one call may take, retries included, before it counts as no answer. */
  timeoutMs: number;
}

/** A connection refused or cut, or a time-out: the store is not there, whatever it holds. */
const UNANSWERED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
function isUnanswered(error: unknown): boolean {
  const { name, code } = error as { name?: string; code?: string };
  return (
    name === 'TimeoutError' || name === 'AbortError' || (code !== undefined && UNANSWERED.has(code))
  );
}

/** S3 deletes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Blobs in an S3-compatible bucket, for production: private objects (no ACL is ever set), read
 * back by the app after its own authorization, never linked to directly. The SDK is loaded
 * here, not with the server: an instance that keeps its files on disk never pays its start-up.
 */
export async function s3BlobStore(options: S3BlobStoreOptions): Promise<BlobStore> {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Each attempt gives up on a silent connection; the signal below bounds the whole call.
    requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs },
  });
  const Bucket = options.bucket;

  /**
   * Every call, its retries and the reading of its answer end within the timeout: a store that
   * stops answering must not hold each submission, and its upload, for minutes.
   */
  async function call<T>(run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abortSignal = AbortSignal.timeout(options.timeoutMs);
    try {
      return await run(abortSignal);
    } catch (error) {
      if (abortSignal.aborted || isUnanswered(error)) {
        throw new BlobStoreUnavailable('unanswered', { cause: error });
      }
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await call((abortSignal) =>
        client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
          { abortSignal },
        ),
      );
    },
    async get(key) {
      assertBlobKey(key);
      try {
        return await call(async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }), {
            abortSignal,
          });
          if (!object.Body) return null;
          return Buffer.from(await object.Body.transformToByteArray());
        });
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertBlobKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await call((abortSignal) =>
          client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
            { abortSignal },
          ),
        );
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await call((abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }), {
            abortSignal,
          }),
        );
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key && object.LastModified
            ? [{ key: object.Key, writtenAt: object.LastModified }]
            : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      await call((abortSignal) => client.send(new HeadBucketCommand({ Bucket }), { abortSignal }));
    },
    async close() {
      client.destroy();
    },
  };
}
