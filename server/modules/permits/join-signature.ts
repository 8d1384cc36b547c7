import type { Language } from '@shared/i18n/languages';
import { JoinBodySchema, type JoinBody } from '@shared/schemas/permit.schemas';
import { issueKey } from '@shared/validation/issue-key';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { keepJpegAsSent, probeImage, reencodeImage, type StoredImage } from '../../lib/images';
import type { SubmissionParts } from '../../lib/multipart-reader';
import { serverText, validationMessage } from '../../i18n/messages';

/** The one file part a worker's join may hold: file_signature. */
export const JOIN_SIGNATURE_PART = 'signature';

export interface JoinSubmission extends JoinBody {
  /** The drawn signature (or the typed name drawn), checked and ready to store. */
  signature: { id: string; image: StoredImage } | null;
}

/**
 * The worker's join as the multipart body sent it, checked before anything is stored: the text
 * parts against the schema, at least a drawn signature or a typed name, and a file that really
 * is an image, kept as the entry form keeps a signature (docs/uploads.md).
 */
export async function readJoinSubmission(
  parts: SubmissionParts,
  language: Language,
): Promise<JoinSubmission> {
  const parsed = JoinBodySchema.safeParse({ ...parts.fields, language });
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      details[issue.path.join('.') || 'body'] ??= validationMessage(
        issueKey({ ...issue, origin: 'origin' in issue ? issue.origin : undefined }),
        language,
      );
    }
    throw new AppError(400, 'VALIDATION_FAILED', details);
  }
  const stray = parts.files.find((f) => f.fieldId !== JOIN_SIGNATURE_PART);
  if (stray) {
    throw new AppError(400, 'VALIDATION_FAILED', {
      [stray.fieldId]: serverText('notAFileField', language),
    });
  }
  const file = parts.files[0];
  if (!file && parsed.data.signatureName === '') {
    throw new AppError(400, 'VALIDATION_FAILED', {
      signature: serverText('permitSignatureMissing', language),
    });
  }
  if (!file) return { ...parsed.data, signature: null };
  const notImage = () =>
    new AppError(400, 'FILE_NOT_IMAGE', {
      signature: serverText('permitSignatureNotImage', language),
    });
  const probe = await probeImage(file.bytes);
  if (!probe.ok) throw notImage();
  try {
    const image = probe.fitsAsSent
      ? await keepJpegAsSent(file.bytes)
      : await reencodeImage(file.bytes, { keepPng: probe.format === 'png' });
    return { ...parsed.data, signature: { id: randomToken(16), image } };
  } catch {
    throw notImage();
  }
}
