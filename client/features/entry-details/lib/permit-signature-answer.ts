import type { TFunction } from 'i18next';
import { permitOfSignatureField } from '@shared/permits/permit-signature-field';
import type { EntryAnswer } from '@shared/schemas/entry-review.schemas';

/**
 * A signature the worker drew on a permit is an image of his request that no form field asks
 * for: shown as a signature, named by its permit rather than by its stored field id.
 */
export function withPermitSignature(answer: EntryAnswer, t: TFunction<'review'>): EntryAnswer {
  const permitId = permitOfSignatureField(answer.fieldId);
  if (permitId === null) return answer;
  return {
    ...answer,
    type: 'signature',
    label: t('details.permitSignature', { number: permitId }),
  };
}
