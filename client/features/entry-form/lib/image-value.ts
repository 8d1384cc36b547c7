/**
 * A picture the worker attached: a data URL and a file name.
 * Data URLs survive JSON and IndexedDB alike, so the draft keeps them as they are.
 */
export interface ImageValue {
  dataUrl: string;
  name: string;
}

/**
 * Turns a data URL back into bytes without fetch(): the page's Content-Security-Policy allows
 * connections to the own origin only, and a data: URL would count as another.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const data = dataUrl.slice(comma + 1);
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The name a picture is sent under, with the extension of what it now is. */
export function fileNameFor(base: string, type: string): string {
  const extension = type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : null;
  if (!extension) return base;
  const stem = base.replace(/\.[^./\\]+$/, '') || 'image';
  return `${stem}.${extension}`;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
