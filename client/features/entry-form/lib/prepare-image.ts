import { blobToDataUrl, fileNameFor, type ImageValue } from './image-value';
import { scaleImage } from './scale-image';

// Chromium and Firefox cannot decode HEIC; the server can, so such a photo goes as it is.
export const UNDECODABLE_HERE = /^image\/hei[cf]$/;

export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/**
 * A picture as the form keeps it: scaled to at most 1280 px and JPEG, as a data URL. Throws
 * UnreadableImageError for a file the browser cannot decode as an image.
 */
export async function prepareImage(blob: Blob, baseName: string): Promise<ImageValue> {
  let prepared: Blob;
  try {
    prepared = await scaleImage(blob);
  } catch (error) {
    if (!UNDECODABLE_HERE.test(blob.type)) throw new UnreadableImageError(String(error));
    prepared = blob;
  }
  return { dataUrl: await blobToDataUrl(prepared), name: fileNameFor(baseName, prepared.type) };
}
