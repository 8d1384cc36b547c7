import type { Config } from '../../env';
import type { BlobStore } from './blob-store';
import { fileBlobStore } from './file-blob-store';
import { s3BlobStore } from './s3-blob-store';

/** The store the configuration names: a bucket when S3_BUCKET is set, else DATA_DIR/blobs. */
export async function openBlobStore(config: Pick<Config, 'blobStore'>): Promise<BlobStore> {
  const options = config.blobStore;
  return options.kind === 's3' ? s3BlobStore(options) : fileBlobStore(options.dir);
}
