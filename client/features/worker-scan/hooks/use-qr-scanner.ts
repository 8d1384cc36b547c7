import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { createQrDecoder } from '../lib/qr-decoder';

export type ScannerState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** A few reads a second find a code quickly without heating a cheap phone. */
const SCAN_INTERVAL_MS = 250;

function isDenied(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'NotAllowedError' || error.name === 'SecurityError')
  );
}

/**
 * Opens the rear camera into `videoRef` and reads QR codes from it until unmounted, calling
 * `onCode` with each text read. A refusal gives 'denied'; no camera, no camera API (a page not
 * on HTTPS) or a camera held by another app gives 'unavailable'.
 */
export function useQrScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
): ScannerState {
  const [state, setState] = useState<ScannerState>('starting');
  const report = useEffectEvent(onCode);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!isStopped) setState(isDenied(error) ? 'denied' : 'unavailable');
        return;
      }
      const video = videoRef.current;
      if (isStopped || !video) return;
      video.srcObject = stream;
      const [decode] = await Promise.all([createQrDecoder(), video.play()]);
      if (isStopped) return;
      setState('scanning');
      const tick = async () => {
        const text = await decode(video).catch(() => null);
        if (isStopped) return;
        if (text) report(text);
        timer = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      void tick();
    }

    start().catch((error: unknown) => {
      console.error('QR scanner failed to start', error);
      if (!isStopped) setState('unavailable');
    });
    return () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [videoRef]);

  return state;
}
