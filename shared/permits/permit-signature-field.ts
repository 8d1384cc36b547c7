/*
 * A worker's signature on a permit is kept as an image of his entry request (decision 076),
 * under a field id of its own that names the permit, so the request's details can tell it from
 * the form's answers.
 */

const PATTERN = /^permit_(\d+)_signature$/;

export function permitSignatureFieldId(permitId: number): string {
  return `permit_${permitId}_signature`;
}

/** The permit a request image's field id names, or null when it is not a permit signature. */
export function permitOfSignatureField(fieldId: string): number | null {
  const match = PATTERN.exec(fieldId);
  return match ? Number(match[1]) : null;
}
