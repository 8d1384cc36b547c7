import { SIGNATURE_PAD } from '@shared/constants';

const WIDTH_PX = 600;

/**
 * A typed name drawn as the signature's PNG, the size and colours of a drawn one, so the
 * submission and the manager's screen take either alike. Written in the page's direction.
 */
export function typedSignaturePng(name: string, direction: 'rtl' | 'ltr'): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH_PX;
  canvas.height = SIGNATURE_PAD.heightPx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0f172a';
  context.direction = direction;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'italic 40px serif';
  context.fillText(name, WIDTH_PX / 2, SIGNATURE_PAD.heightPx / 2, WIDTH_PX - 40);
  return canvas.toDataURL('image/png');
}
