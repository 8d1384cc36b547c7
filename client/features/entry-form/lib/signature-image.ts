import { SIGNATURE_PAD } from '@shared/constants';

/**
 * The signature as a PNG of the pad's size in CSS pixels (SIGNATURE_PAD: 150 px high, 2 px
 * line), whatever the screen's density: the pad draws at the screen's pixel ratio to look sharp,
 * but a phone at 3x would send nine times the pixels for the same signature.
 */
export function signaturePng(pad: HTMLCanvasElement): string {
  const width = pad.offsetWidth;
  const height = SIGNATURE_PAD.heightPx;
  if (width === 0 || pad.width === width) return pad.toDataURL('image/png');
  const output = document.createElement('canvas');
  output.width = width;
  output.height = height;
  const context = output.getContext('2d');
  if (!context) return pad.toDataURL('image/png');
  context.imageSmoothingQuality = 'high';
  context.drawImage(pad, 0, 0, width, height);
  return output.toDataURL('image/png');
}
