/** A4 at 300 dots per inch: a PNG that prints as sharp as the vector poster. */
export const POSTER_PNG_SIZE = { width: 2480, height: 3508 } as const;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The poster as a standalone SVG document. */
export function posterSvgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // A namespace declaration, not a plain attribute: a serializer that writes the element's own
  // namespace too would otherwise emit xmlns twice, which no SVG reader accepts.
  copy.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  copy.setAttribute('width', '210mm');
  copy.setAttribute('height', '297mm');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadPosterSvg(svg: SVGSVGElement, fileName: string) {
  downloadBlob(new Blob([posterSvgText(svg)], { type: 'image/svg+xml' }), `${fileName}.svg`);
}

/** Draws the SVG on a white A4 canvas and saves it as PNG. */
export async function downloadPosterPng(svg: SVGSVGElement, fileName: string) {
  const url = URL.createObjectURL(new Blob([posterSvgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = POSTER_PNG_SIZE.width;
    canvas.height = POSTER_PNG_SIZE.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))),
        'image/png',
      ),
    );
    downloadBlob(blob, `${fileName}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
