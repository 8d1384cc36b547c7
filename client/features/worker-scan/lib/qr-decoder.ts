/** Reads the QR code in the current video frame, or null when there is none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The Shape Detection API's detector; not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this longest side before jsQR reads them: enough for a QR code. */
const MAX_FRAME_SIDE = 640;

async function nativeDetector(): Promise<QrDecoder | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    // Some builds expose the class but fail at use: fall back to the JavaScript decoder.
    return null;
  }
}

async function javascriptDecoder(): Promise<QrDecoder> {
  // Loaded only here, so no other page downloads the decoder.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!context || !videoWidth || !videoHeight) return null;
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

/** The browser's BarcodeDetector where it reads QR codes, jsQR on canvas frames otherwise. */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDetector()) ?? javascriptDecoder();
}
