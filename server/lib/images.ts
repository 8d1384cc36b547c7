import type Sharp from 'sharp';
import { stripJpegMetadata } from './jpeg-metadata';

/** Formats a worker's photo or signature may arrive in (docs/uploads.md). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** The long side of a stored image and of its thumbnail, in pixels. */
export const MAX_SIDE_PX = 1600;
export const THUMB_SIDE_PX = 320;
const PHOTO_QUALITY = 80;
const THUMB_QUALITY = 70;
/**
 * Decoding cost grows with pixels, not bytes: a small file can declare a huge image. 64 MP
 * covers any phone camera after the browser has scaled it, and bounds the memory one photo takes.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

export type ProbeResult =
  | {
      ok: true;
      format: string;
      /**
       * A JPEG already as it would be stored: within MAX_SIDE_PX, upright, plain RGB or grey
       * without a colour profile. It is kept as sent, less its metadata (docs/decisions/058).
       */
      fitsAsSent: boolean;
    }
  | { ok: false; reason: 'notAnImage' | 'tooManyPixels' };

/** An image as it is stored; its thumbnail is made when first asked for (docs/decisions/084). */
export interface StoredImage {
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  bytes: Buffer;
}

let loadingSharp: Promise<typeof Sharp> | undefined;

/** sharp (libvips) loads with the first image rather than at start: about 70 ms of each start. */
export function loadSharp() {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // Decoded images are used once; libvips' operation cache would only hold memory.
    sharp.cache(false);
    // One libvips thread per image: on two cores, images of parallel submissions (one each on
    // libuv's pool) already keep both busy, and more threads per image only add memory.
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/**
 * Reads the header only: is this really an image we can decode, whatever its name or declared
 * type says? HEIC from HEVC is refused here, since libvips as shipped with sharp decodes only
 * AV1-coded HEIF; the browser sends JPEG anyway (docs/uploads.md).
 */
export async function probeImage(bytes: Buffer): Promise<ProbeResult> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
      return { ok: false, reason: 'notAnImage' };
    if (meta.format === 'heif' && meta.compression !== 'av1') {
      return { ok: false, reason: 'notAnImage' };
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
      return { ok: false, reason: 'tooManyPixels' };
    }
    const fitsAsSent =
      meta.format === 'jpeg' &&
      (meta.width ?? Infinity) <= MAX_SIDE_PX &&
      (meta.height ?? Infinity) <= MAX_SIDE_PX &&
      (meta.orientation ?? 1) === 1 &&
      !meta.hasProfile &&
      (meta.space === 'srgb' || meta.space === 'b-w') &&
      (meta.channels === 3 || meta.channels === 1);
    return { ok: true, format: meta.format, fitsAsSent };
  } catch {
    return { ok: false, reason: 'notAnImage' };
  }
}

/** The 320 px JPEG for lists, made from a stored image the first time a list shows it. */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize({
      width: THUMB_SIDE_PX,
      height: THUMB_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMB_QUALITY })
    .toBuffer();
}

/**
 * Decodes every coded block of a JPEG, any decoder warning (a truncated scan, a bad Huffman
 * code) failing. At an eighth of its size libjpeg still reads every block but skips most of the
 * inverse transform, and nothing is encoded: the cheapest full check of the picture.
 */
async function decodeStrictly(bytes: Buffer, width: number) {
  const sharp = await loadSharp();
  await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .resize({ width: Math.ceil(width / 8) })
    .raw()
    .toBuffer();
}

/**
 * A JPEG the phone has already scaled, stored as sent less its metadata, since encoding it again
 * would cost most of a submission's CPU and give a larger file of the same picture. Its segments
 * are filtered (no EXIF, XMP, IPTC, ICC, comments or trailing bytes), the result must read back
 * without any of them, and it is decoded strictly, any warning failing: the stored bytes are
 * exactly a picture that decodes cleanly. Throws when they do not (docs/decisions/058, 084).
 */
export async function keepJpegAsSent(bytes: Buffer): Promise<StoredImage> {
  const stripped = stripJpegMetadata(bytes);
  if (!stripped) throw new Error('The JPEG is not laid out as one');
  const sharp = await loadSharp();
  const meta = await sharp(stripped).metadata();
  const carriesMetadata =
    meta.exif ?? meta.xmp ?? meta.iptc ?? meta.icc ?? meta.tifftagPhotoshop ?? meta.comments;
  if (carriesMetadata || !meta.width || !meta.height) {
    throw new Error('The JPEG still carries metadata');
  }
  await decodeStrictly(stripped, meta.width);
  return { contentType: 'image/jpeg', width: meta.width, height: meta.height, bytes: stripped };
}

/**
 * Decodes and encodes again: turned upright by its EXIF orientation, scaled to at most 1600 px
 * on the long side, and written without any metadata, so GPS position and camera details never
 * reach storage. Photos become JPEG; a PNG signature stays PNG (sharp lines, transparency).
 * Throws when the bytes do not decode after all.
 */
export async function reencodeImage(
  bytes: Buffer,
  options: { keepPng: boolean },
): Promise<StoredImage> {
  const sharp = await loadSharp();
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: MAX_SIDE_PX,
      height: MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  // zlib's default level without adaptive filtering: a signature (a few lines on transparency)
  // comes out a third smaller and ten times faster than at level 9 with it.
  const encoded = options.keepPng
    ? input.png({ compressionLevel: 6, adaptiveFiltering: false })
    : // Huffman tables of libjpeg's defaults rather than computed per photo: 40% less CPU on
      // the morning rush's path, for files about 2% larger.
      input
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: PHOTO_QUALITY, optimiseCoding: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    contentType: options.keepPng ? 'image/png' : 'image/jpeg',
    width: info.width,
    height: info.height,
    bytes: data,
  };
}
