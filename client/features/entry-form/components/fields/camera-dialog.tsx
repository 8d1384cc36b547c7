import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/components/ui/return-focus';
import { cn } from '@/lib/cn';
import type { ImageValue } from '../../lib/image-value';
import { fitWithin } from '../../lib/scale-image';

type CameraState =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'captured'; dataUrl: string }
  | { kind: 'unavailable' };

interface CameraDialogProps {
  title: string;
  fieldId: string;
  facingMode: 'user' | 'environment';
  onClose: () => void;
  onSave: (image: ImageValue) => void;
  onUploadInstead: () => void;
}

function openCamera(facingMode: 'user' | 'environment'): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new Error('getUserMedia is missing (old browser or plain http)'));
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: {
      facingMode: { ideal: facingMode },
      width: { ideal: CAMERA.idealWidth },
      height: { ideal: CAMERA.idealHeight },
    },
  });
}

/**
 * The camera dialog: a live picture from the front camera for the selfie
 * or the rear one otherwise, 640x480 ideal, captured to a JPEG at quality 0.8, then save or
 * retake. On refusal it says why and offers an upload instead.
 */
export function CameraDialog(props: CameraDialogProps) {
  const { title, fieldId, facingMode, onClose, onSave, onUploadInstead } = props;
  const { t } = useTranslation('entry-form');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const returnFocus = useReturnFocus();

  useEffect(() => {
    let stream: MediaStream | null = null;
    let isCurrent = true;
    openCamera(facingMode).then(
      (opened) => {
        stream = opened;
        if (!isCurrent) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        // The capture button waits for the first frame (onLoadedData below): a tap before it
        // would draw an empty picture, so it would do nothing at all.
        if (video.current) video.current.srcObject = opened;
      },
      (error: unknown) => {
        console.warn('Camera unavailable', error);
        if (!isCurrent) return;
        setState({ kind: 'unavailable' });
      },
    );
    return () => {
      isCurrent = false;
      // The camera light goes off as soon as the dialog closes.
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facingMode]);

  function capture() {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const { width, height } = fitWithin(source.videoWidth, source.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(source, 0, 0, width, height);
    setState({ kind: 'captured', dataUrl: canvas.toDataURL('image/jpeg', CAMERA.jpegQuality) });
  }

  const isSelfie = facingMode === 'user';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh max-w-lg flex-col gap-3 overflow-y-auto bg-white p-4 sm:top-8 sm:rounded-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {isSelfie ? t('camera.frontHint') : t('camera.rearHint')}
          </Dialog.Description>

          {state.kind === 'unavailable' ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
            >
              {t('camera.blocked')}
            </div>
          ) : (
            <div className="relative overflow-hidden rounded-lg bg-black">
              <video
                ref={video}
                // A viewfinder, not a control: Chromium counts a video as tabbable, and the
                // dialog's focus loop then sent Tab to it and back, never to the capture button.
                tabIndex={-1}
                autoPlay
                playsInline
                muted
                onLoadedData={() =>
                  setState((current) => (current.kind === 'starting' ? { kind: 'live' } : current))
                }
                className={cn(
                  'aspect-[4/3] w-full object-cover',
                  // A mirror image is what people expect of a front camera; the photo is not.
                  isSelfie && '-scale-x-100',
                  state.kind === 'captured' && 'hidden',
                )}
              />
              {state.kind === 'captured' && (
                <img src={state.dataUrl} alt="" className="aspect-[4/3] w-full object-cover" />
              )}
              {state.kind === 'starting' && (
                <p
                  role="status"
                  className="absolute inset-0 flex items-center justify-center text-white"
                >
                  {t('camera.starting')}
                </p>
              )}
            </div>
          )}

          <div className="flex flex-wrap gap-2">
            {state.kind === 'live' && (
              <Button className="flex-1" onClick={capture}>
                {t('camera.capture')}
              </Button>
            )}
            {state.kind === 'captured' && (
              <>
                <Button
                  className="flex-1"
                  onClick={() => onSave({ dataUrl: state.dataUrl, name: `${fieldId}.jpg` })}
                >
                  {t('camera.save')}
                </Button>
                <Button
                  variant="secondary"
                  className="flex-1"
                  onClick={() => setState({ kind: 'live' })}
                >
                  {t('camera.retake')}
                </Button>
              </>
            )}
            {state.kind === 'unavailable' && (
              <Button className="flex-1" onClick={onUploadInstead}>
                {t('camera.uploadInstead')}
              </Button>
            )}
            <Dialog.Close asChild>
              <Button variant="secondary" className="flex-1">
                {t('camera.cancel')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
