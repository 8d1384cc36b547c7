const MAX_SIDE = 1600;
const QUALITY = 0.85;

/**
 * A phone photo made small enough for a crew of many to fit one upload: upright, at most 1600 px
 * on its long side, as JPEG. What the browser cannot decode goes as chosen, so the server names
 * the worker whose file is not an image.
 */
export async function scalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const scaled = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', QUALITY),
  );
  return scaled ?? file;
}
