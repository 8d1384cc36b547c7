import type { MediaKind } from '@shared/schemas/media.schemas';
import { AppError } from '../../lib/app-error';
import { MAX_INPUT_PIXELS, loadSharp, probeImage, reencodeImage } from '../../lib/images';

export interface CheckedMedia {
  contentType: string;
  bytes: Buffer;
  /** The extension the stored file name gets, so a download opens in the right program. */
  extension: string;
}

/** Long side of a stored document image: enough to read small print when zoomed in. */
const DOCUMENT_MAX_SIDE_PX = 3000;
const LOGO_MAX_SIDE_PX = 512;

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

export function isPdf(bytes: Buffer): boolean {
  return ascii(bytes, 0, 5) === '%PDF-';
}

/**
 * WebM is an EBML file (1A 45 DF A3) whose DocType says "webm"; MP4 has an "ftyp" box first.
 * QuickTime files share the box layout but many do not play in browsers, so "qt" is refused.
 */
export function videoType(bytes: Buffer): 'video/webm' | 'video/mp4' | null {
  if (bytes.length >= 12 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return ascii(bytes, 0, 64).includes('webm') ? 'video/webm' : null;
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'qt  ' ? null : 'video/mp4';
  }
  return null;
}

/**
 * A document image is written again without its metadata (camera, GPS), in the format it came
 * in, so a scanned regulation stays sharp; HEIF, which browsers do not show, becomes JPEG.
 */
async function reencodeDocumentImage(bytes: Buffer, format: string): Promise<CheckedMedia> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: DOCUMENT_MAX_SIDE_PX,
      height: DOCUMENT_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (format === 'png') {
    return { contentType: 'image/png', extension: 'png', bytes: await image.png().toBuffer() };
  }
  if (format === 'webp') {
    return { contentType: 'image/webp', extension: 'webp', bytes: await image.webp().toBuffer() };
  }
  const jpeg = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  return { contentType: 'image/jpeg', extension: 'jpg', bytes: jpeg };
}

async function reencodeLogo(bytes: Buffer): Promise<CheckedMedia> {
  const sharp = await loadSharp();
  const png = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: LOGO_MAX_SIDE_PX,
      height: LOGO_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
  return { contentType: 'image/png', extension: 'png', bytes: png };
}

/**
 * A blog post's image goes through the workers' photo path: upright, at most 1600 px, without
 * metadata; a photo becomes JPEG and a PNG (a drawing, a screenshot) stays PNG.
 */
async function reencodePostImage(bytes: Buffer, format: string): Promise<CheckedMedia> {
  const image = await reencodeImage(bytes, { keepPng: format === 'png' });
  const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
  return { contentType: image.contentType, extension, bytes: image.bytes };
}

/**
 * Decides by the bytes what an upload is, whatever its name or declared type says, and refuses
 * anything that is not what its kind allows (a PDF or an image for a safety document, MP4 or
 * WebM for a video, an image for a logo or a post).
 */
export async function checkMedia(kind: MediaKind, bytes: Buffer): Promise<CheckedMedia> {
  if (kind === 'video') {
    const type = videoType(bytes);
    if (!type) throw new AppError(400, 'VIDEO_TYPE_NOT_ALLOWED');
    return { contentType: type, extension: type === 'video/webm' ? 'webm' : 'mp4', bytes };
  }
  if (kind === 'document' && isPdf(bytes)) {
    return { contentType: 'application/pdf', extension: 'pdf', bytes };
  }
  const probe = await probeImage(bytes);
  const refusal = kind === 'document' ? 'DOCUMENT_TYPE_NOT_ALLOWED' : 'FILE_NOT_IMAGE';
  if (!probe.ok) throw new AppError(400, refusal);
  try {
    if (kind === 'post-image') return await reencodePostImage(bytes, probe.format);
    return kind === 'logo'
      ? await reencodeLogo(bytes)
      : await reencodeDocumentImage(bytes, probe.format);
  } catch {
    // The header looked like an image but the pixels do not decode.
    throw new AppError(400, refusal);
  }
}
