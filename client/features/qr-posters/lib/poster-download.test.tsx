import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrPoster } from '../components/qr-poster';
import { downloadPosterSvg, posterSvgText } from './poster-download';

const SITE = { code: 'DEMO', name: 'מגדלי הפארק', location: 'חולון', headerColor: '#0f766e' };
const ORIGIN = 'https://entry.example';

function renderPoster() {
  const { container } = render(<QrPoster site={SITE} origin={ORIGIN} title="שלט QR" />);
  return container.querySelector('svg')!;
}

/** Rasterises a standalone SVG document as an image viewer would, and reads its QR code. */
async function decodeSvg(text: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(text), { density: 150 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

afterEach(() => vi.restoreAllMocks());

describe('the downloaded SVG poster', () => {
  it('is a standalone A4 document whose QR code decodes to the site link', async () => {
    const text = posterSvgText(renderPoster());
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    const meta = await sharp(Buffer.from(text), { density: 150 }).metadata();
    expect(meta.format).toBe('svg');
    // Sized in millimetres, so it opens as an A4 page whatever the viewer's resolution.
    expect(meta.width! / meta.height!).toBeCloseTo(210 / 297, 2);
    expect(await decodeSvg(text)).toBe(`${ORIGIN}/DEMO`);
  });

  it('leaves the poster on the page as it was', () => {
    const svg = renderPoster();
    posterSvgText(svg);
    expect(svg.getAttribute('width')).toBeNull();
  });

  it('saves the same text under the site code, as image/svg+xml', async () => {
    const svg = renderPoster();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:poster';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    downloadPosterSvg(svg, 'qr-DEMO');

    expect(clicked).toEqual(['qr-DEMO.svg']);
    expect(blobs[0]!.type).toBe('image/svg+xml');
    expect(await blobs[0]!.text()).toBe(posterSvgText(svg));
  });
});
