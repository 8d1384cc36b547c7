import type { Language } from '@shared/i18n/languages';
import { CREW_IMAGE_KINDS, type CrewImageKind } from '@shared/schemas/crew.schemas';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { keepJpegAsSent, probeImage, reencodeImage, type StoredImage } from '../../lib/images';
import { serverText } from '../../i18n/messages';
import type { UploadedFile } from '../../lib/multipart-reader';

/** The multipart part of a worker's image: file_photo_0, file_signature_3... */
export const crewImagePart = (kind: CrewImageKind, index: number) => `${kind}_${index}`;

export interface CrewImage {
  id: string;
  kind: CrewImageKind;
  image: StoredImage;
}

/**
 * Every worker's photo and signature, checked before anything is stored: a part that answers no
 * worker, a missing image, or bytes that are not an image refuse the whole crew, naming the
 * worker by his place in the list. Signatures stay PNG; photos become JPEG unless they already
 * fit as sent (docs/uploads.md).
 */
export async function readCrewImages(
  files: readonly UploadedFile[],
  workerCount: number,
  language: Language,
): Promise<CrewImage[][]> {
  const expected = new Map<string, { kind: CrewImageKind; index: number }>();
  for (let index = 0; index < workerCount; index++) {
    for (const kind of CREW_IMAGE_KINDS) expected.set(crewImagePart(kind, index), { kind, index });
  }
  const errors: Record<string, string> = {};
  for (const file of files) {
    if (!expected.has(file.fieldId)) errors[file.fieldId] = serverText('notAFileField', language);
  }
  for (const [part, { kind, index }] of expected) {
    if (!files.some((f) => f.fieldId === part)) {
      errors[part] = serverText(
        kind === 'photo' ? 'crewPhotoMissing' : 'crewSignatureMissing',
        language,
        {
          number: String(index + 1),
        },
      );
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(400, 'VALIDATION_FAILED', errors);

  const probes = await Promise.all(files.map((f) => probeImage(f.bytes)));
  const notImages: Record<string, string> = {};
  probes.forEach((probe, i) => {
    if (probe.ok) return;
    const file = files[i]!;
    notImages[file.fieldId] = serverText('crewNotAnImage', language, {
      number: String(expected.get(file.fieldId)!.index + 1),
    });
  });
  if (Object.keys(notImages).length > 0) throw new AppError(400, 'FILE_NOT_IMAGE', notImages);

  const byWorker: CrewImage[][] = Array.from({ length: workerCount }, () => []);
  // One after another, as a single worker's images are: each decode takes a libuv thread.
  for (const [i, file] of files.entries()) {
    const { kind, index } = expected.get(file.fieldId)!;
    const probe = probes[i]!;
    try {
      const image =
        probe.ok && probe.fitsAsSent
          ? await keepJpegAsSent(file.bytes)
          : await reencodeImage(file.bytes, {
              keepPng: kind === 'signature' && probe.ok && probe.format === 'png',
            });
      byWorker[index]!.push({ id: randomToken(16), kind, image });
    } catch {
      throw new AppError(400, 'FILE_NOT_IMAGE', {
        [file.fieldId]: serverText('crewNotAnImage', language, { number: String(index + 1) }),
      });
    }
  }
  return byWorker;
}
