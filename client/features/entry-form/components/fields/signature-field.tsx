import { Suspense, lazy } from 'react';
import { SIGNATURE_PAD } from '@shared/constants';
import { useNearViewport } from '../../hooks/use-near-viewport';
import type { ImageValue } from '../../lib/image-value';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from './field-props';
import { SignaturePadFooter } from './signature-pad-footer';
import { TypedSignature } from './typed-signature';

// signature_pad downloads when the worker nears the signature, not with the page.
const SignaturePadCanvas = lazy(async () => ({
  default: (await import('./signature-pad-canvas')).SignaturePadCanvas,
}));

/** A signature drawn with a finger (150 px high, 2 px line, PNG), or a typed name confirmed. */
export function SignatureField({ field, value, onChange, error }: FieldProps<ImageValue | null>) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div ref={ref}>
      <div
        className="w-full rounded-lg border-2 border-dashed border-slate-300 bg-white"
        style={{ height: SIGNATURE_PAD.heightPx }}
      />
      <SignaturePadFooter value={value} />
    </div>
  );
  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      {isNear ? (
        <Suspense fallback={placeholder}>
          <SignaturePadCanvas field={field} value={value} onChange={onChange} error={error} />
        </Suspense>
      ) : (
        placeholder
      )}
      <TypedSignature fieldId={field.id} onChange={onChange} />
    </FieldFrame>
  );
}
