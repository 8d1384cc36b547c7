import { fieldType } from '@shared/fields/field-type-registry';
import type { FormField } from '@shared/schemas/form.schemas';
import type { Recognition } from '@shared/schemas/worker-recognition.schemas';
import type { FormValues } from '@shared/validation/form-rules';
import type { ImageValue } from './image-value';

type Known = Extract<Recognition, { isRecognized: true }>;

/** The worker's local date: he starts work on the day he comes back. */
function today(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The answers a recognised worker does not type again, for the fields this site's form has:
 * his name, phone and employer by the fields' ids (the phone also by type), today as the start
 * of work, and his last selfie and signature on the first camera and signature fields.
 */
export function recognitionPrefill(
  known: Known,
  fields: readonly FormField[],
  now = new Date(),
): { values: FormValues; files: Record<string, ImageValue> } {
  const values: FormValues = {};
  const files: Record<string, ImageValue> = {};
  const byId: Record<string, string> = {
    firstName: known.firstName,
    lastName: known.lastName,
    companyName: known.company,
    workStartDate: today(now),
  };
  for (const field of fields) {
    const text = byId[field.id];
    if (text) values[field.id] = text;
  }
  const prefilled = (kind: 'phone' | 'selfie' | 'signature') =>
    fields.find((f) => fieldType(f.type).prefill === kind);
  const phone = fields.find((f) => f.id === 'phone') ?? prefilled('phone');
  if (phone && known.phone) values[phone.id] = known.phone;
  const camera = prefilled('selfie');
  if (camera && known.selfie) files[camera.id] = { dataUrl: known.selfie, name: 'selfie.jpg' };
  const signature = prefilled('signature');
  if (signature && known.signature) {
    files[signature.id] = { dataUrl: known.signature, name: 'signature.png' };
  }
  return { values, files };
}
