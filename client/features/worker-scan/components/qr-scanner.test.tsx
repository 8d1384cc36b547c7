import { act, render, screen } from '@testing-library/react';
import enWorker from '@shared/i18n/locales/en/worker.json';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { QrScanner } from './qr-scanner';

const track = { stop: vi.fn() };
let readings: (string | null)[] = [];

function stubCamera(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(getUserMedia) } });
}

/** A detector that reads `readings` one frame at a time, then nothing. */
function stubDetector() {
  class Detector {
    static getSupportedFormats = async () => ['qr_code'];
    detect = async () => {
      const text = readings.shift() ?? null;
      return text ? [{ rawValue: text }] : [];
    };
  }
  vi.stubGlobal('BarcodeDetector', Detector);
}

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('worker');
});

beforeEach(async () => {
  await changeLanguage('en');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  stubDetector();
  track.stop.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('QrScanner', () => {
  it('opens the rear camera, reads a site link and hands over its site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
    stubCamera(getUserMedia);
    readings = [null, `${window.location.origin}/entry/DEMO`];
    const onSite = vi.fn();
    const { unmount } = render(<QrScanner onSite={onSite} />);

    expect(await screen.findByText(enWorker.scan.instructions)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(600));

    expect(onSite).toHaveBeenCalledWith({ code: 'DEMO' });
    expect(onSite).toHaveBeenCalledTimes(1);
    expect(screen.getByText(enWorker.scan.found)).toBeTruthy();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('says a foreign QR code is not a site code and keeps scanning', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubCamera(async () => ({ getTracks: () => [track] }));
    readings = ['https://shop.example/product/1', 'DEMO'];
    const onSite = vi.fn();
    render(<QrScanner onSite={onSite} />);

    expect(await screen.findByText(enWorker.scan.notSiteCode)).toBeTruthy();
    expect(onSite).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onSite).toHaveBeenCalledWith({ code: 'DEMO' });
  });

  it('explains a refused camera (blocked, or not HTTPS) and suggests typing the code', async () => {
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    render(<QrScanner onSite={vi.fn()} />);

    expect((await screen.findByRole('alert')).textContent).toBe(enWorker.scan.cameraDenied);
  });

  it('says when there is no camera at all', async () => {
    stubCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    render(<QrScanner onSite={vi.fn()} />);

    expect((await screen.findByRole('alert')).textContent).toBe(enWorker.scan.noCamera);
  });

  it('says the same when the browser offers no camera API (a page not on HTTPS)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<QrScanner onSite={vi.fn()} />);

    expect((await screen.findByRole('alert')).textContent).toBe(enWorker.scan.noCamera);
  });
});
