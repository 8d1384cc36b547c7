import { sha256 } from '../../lib/crypto';
import type { SubmissionParts } from '../../lib/multipart-reader';

/** The text parts that make a submission what it is; the site is in the stored key already. */
const PARTS = ['formVersion', 'language', 'formData'] as const;

/**
 * What a send of an Idempotency-Key held: its answers and which fields came with an image.
 * The images' bytes are left out on purpose, as a retry may encode the same photo again.
 */
export function submissionFingerprint(parts: SubmissionParts): string {
  const text = PARTS.map((name) => parts.fields[name]?.trim() ?? '');
  const files = parts.files.map((file) => file.fieldId).sort();
  return sha256(JSON.stringify([text, files]));
}
