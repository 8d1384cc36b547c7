import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { SIGNATURE_PAD } from '@shared/constants';
import { Button } from '@/components/ui/button';

/** The inspector's signature: a pad whose PNG the screen uploads with the record. */
export function InspectorSignature({ onChange }: { onChange: (png: Blob | null) => void }) {
  const { t } = useTranslation('inspections');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const radius = SIGNATURE_PAD.lineWidthPx / 2;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = SIGNATURE_PAD.heightPx * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signaturePad = new SignaturePad(element, {
      minWidth: radius,
      maxWidth: radius,
      penColor: '#0f172a',
      backgroundColor: '#ffffff',
    });
    pad.current = signaturePad;
    signaturePad.addEventListener('endStroke', () => {
      element.toBlob((blob) => emit.current(blob), 'image/png');
    });
    return () => signaturePad.off();
  }, []);

  return (
    <div>
      <p className="font-medium">{t('inspect.signature')}</p>
      <canvas
        ref={canvas}
        aria-label={t('inspect.signature')}
        className="w-full touch-none rounded-lg border-2 border-slate-300 bg-white"
        style={{ height: SIGNATURE_PAD.heightPx }}
      />
      <Button
        type="button"
        variant="secondary"
        className="mt-1"
        onClick={() => {
          pad.current?.clear();
          emit.current(null);
        }}
      >
        {t('inspect.clearSignature')}
      </Button>
    </div>
  );
}
