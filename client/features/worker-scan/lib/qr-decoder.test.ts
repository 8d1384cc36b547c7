import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQrDecoder } from './qr-decoder';

const jsQR = vi.hoisted(() => vi.fn());
vi.mock('jsqr', () => ({ default: jsQR }));

function fakeVideo(width = 1280, height = 720): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: width });
  Object.defineProperty(video, 'videoHeight', { value: height });
  return video;
}

function stubCanvas() {
  const context = {
    drawImage: vi.fn(),
    getImageData: vi.fn((_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
      width: w,
      height: h,
    })),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  return context;
}

function stubBarcodeDetector(formats: string[], rawValue: string) {
  const detect = vi.fn(async () => [{ rawValue }]);
  class Detector {
    static getSupportedFormats = async () => formats;
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', Detector);
  return detect;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  jsQR.mockReset();
});

describe('createQrDecoder', () => {
  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = stubBarcodeDetector(['ean_13', 'qr_code'], 'https://x/DEMO');

    const decode = await createQrDecoder();

    await expect(decode(fakeVideo())).resolves.toBe('https://x/DEMO');
    expect(detect).toHaveBeenCalled();
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('falls back to jsQR on a frame scaled to 640 px when the detector lacks QR', async () => {
    stubBarcodeDetector(['ean_13'], 'never');
    const context = stubCanvas();
    jsQR.mockReturnValue({ data: 'DEMO' });

    const decode = await createQrDecoder();

    await expect(decode(fakeVideo(1280, 720))).resolves.toBe('DEMO');
    expect(context.getImageData).toHaveBeenCalledWith(0, 0, 640, 360);
    expect(jsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 360, {
      inversionAttempts: 'dontInvert',
    });
  });

  it('uses jsQR when there is no BarcodeDetector, and finds nothing before the video plays', async () => {
    stubCanvas();
    jsQR.mockReturnValue(null);

    const decode = await createQrDecoder();

    await expect(decode(fakeVideo(0, 0))).resolves.toBeNull();
    await expect(decode(fakeVideo())).resolves.toBeNull();
    expect(jsQR).toHaveBeenCalledTimes(1);
  });
});
