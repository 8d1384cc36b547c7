import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { SIGNATURE_PAD } from '@shared/constants';
import { cn } from '@/lib/cn';
import type { ImageValue } from '../../lib/image-value';
import { signaturePng } from '../../lib/signature-image';
import { describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { SignaturePadFooter } from './signature-pad-footer';

/**
 * The pad itself: its drawing buffer follows the element's width and the screen's pixel ratio,
 * so the line stays 2 px and sharp when the phone turns; what was drawn is drawn again.
 */
export function SignaturePadCanvas({
  field,
  value,
  onChange,
  error,
}: FieldProps<ImageValue | null>) {
  const { t } = useTranslation('entry-form');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const saved = useRef(value);
  const emit = useRef(onChange);

  useEffect(() => {
    saved.current = value;
    emit.current = onChange;
  }, [value, onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // signature_pad's widths are radii: half the line's width.
    const radius = SIGNATURE_PAD.lineWidthPx / 2;
    const signaturePad = new SignaturePad(element, {
      minWidth: radius,
      maxWidth: radius,
      dotSize: radius,
      penColor: '#0f172a',
      backgroundColor: '#ffffff',
    });
    pad.current = signaturePad;

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = element.offsetWidth;
      if (width === 0) return;
      const strokes = signaturePad.toData();
      element.width = width * ratio;
      element.height = SIGNATURE_PAD.heightPx * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      if (strokes.length > 0) {
        signaturePad.fromData(strokes);
      } else if (saved.current) {
        // A signature restored from the draft exists only as a picture.
        void signaturePad.fromDataURL(saved.current.dataUrl, {
          width,
          height: SIGNATURE_PAD.heightPx,
        });
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);

    const onEnd = () => {
      emit.current({ dataUrl: signaturePng(element), name: `${field.id}.png` });
    };
    signaturePad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', onEnd);
      signaturePad.off();
      pad.current = null;
    };
  }, [field.id]);

  function clear() {
    pad.current?.clear();
    onChange(null);
  }

  return (
    <div>
      <canvas
        ref={canvas}
        id={fieldIds(field.id).control}
        role="img"
        aria-label={t('signature.padLabel', { label: field.label })}
        aria-describedby={describedBy(field, error)}
        className={cn(
          'block w-full touch-none rounded-lg border-2 border-dashed bg-white',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        style={{ height: SIGNATURE_PAD.heightPx }}
      />
      <SignaturePadFooter value={value} onClear={clear} />
    </div>
  );
}
