import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SignatureBoxProps {
  label: string;
  hasSignature: boolean;
  onChange: (signature: Blob | null) => void;
}

/** A worker signs with a finger on the foreman's phone; each stroke's end keeps the PNG. */
export function SignatureBox({ label, hasSignature, onChange }: SignatureBoxProps) {
  const { t } = useTranslation('crew');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = pointOf(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current?.toBlob((blob) => onChange(blob), 'image/png');
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={hasSignature ? t('signature.signed') : t('signature.signHere')}
        className="h-32 w-full touch-none rounded-lg border border-slate-300 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button variant="secondary" className="self-start" onClick={clear}>
        {t('signature.clear')}
      </Button>
    </div>
  );
}
