import { CAMERA } from '@shared/constants';

/** Photos leave the phone at most this long on their longer side (docs/uploads.md). */
export const MAX_IMAGE_SIDE_PX = 1280;

async function decode(blob: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    // from-image applies the EXIF rotation, so a portrait photo stays upright once re-encoded.
    return createImageBitmap(blob, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      type,
      quality,
    );
  });
}

/** The size a picture of width x height gets so its longer side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide = MAX_IMAGE_SIDE_PX) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Re-encodes a picture as JPEG at most 1280 px long, so a 12-megapixel photo becomes a few
 * hundred kilobytes before it crosses a weak mobile network. The original is kept when it is
 * already a smaller JPEG than the result. Throws when the browser cannot decode the picture.
 */
export async function scaleImage(blob: Blob): Promise<Blob> {
  const source = await decode(blob);
  const isShrunk = Math.max(source.width, source.height) > MAX_IMAGE_SIDE_PX;
  const { width, height } = fitWithin(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a white ground keeps transparent areas from turning black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // The default smoothing samples a 12-megapixel photo too sparsely: its fine detail comes out
  // as aliasing noise, which looks grainy and costs JPEG bytes (about a tenth of the upload).
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source) source.close();
  const scaled = await canvasToBlob(canvas, 'image/jpeg', CAMERA.jpegQuality);
  const isSmallerOriginal = blob.type === 'image/jpeg' && !isShrunk && blob.size <= scaled.size;
  return isSmallerOriginal ? blob : scaled;
}
