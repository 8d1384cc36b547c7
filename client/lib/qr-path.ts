import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side, quiet zone not included. */
  size: number;
  /** One SVG path drawing every dark module as a 1x1 square, in module units. */
  d: string;
}

/**
 * The QR code of a text as SVG path data. Error correction M survives a poster that is a
 * little dirty or creased at a site gate, and keeps a short link at a low version (large
 * modules, quick to scan from a distance).
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
