import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath, siteShortLink } from './qr-path';

/** Paints the path's modules black on white, 4 px each with a 4-module quiet zone. */
function rasterize(path: { size: number; d: string }) {
  const scale = 4;
  const side = (path.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const px = (Number(x) + 4) * scale + dx;
        const py = (Number(y) + 4) * scale + dy;
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe('qrPath', () => {
  it('draws a QR code that decodes to the site link', () => {
    const link = siteShortLink('https://entry.example.co.il/', 'DEMO');
    expect(link).toBe('https://entry.example.co.il/DEMO');
    const { pixels, side } = rasterize(qrPath(link));
    expect(jsQR(pixels, side, side)?.data).toBe(link);
  });

  it('keeps a short link at a small version, with large modules on paper', () => {
    expect(qrPath('https://entry.example.co.il/DEMO123').size).toBeLessThanOrEqual(33);
  });
});
