import { useCallback, useState } from 'react';
import type { ImageValue } from '../lib/image-value';
import { isImageFile } from '../lib/image-value';
import { UnreadableImageError, prepareImage } from '../lib/prepare-image';

export type PickProblem = 'onlyImages' | 'unreadable' | null;

/**
 * Takes a file the worker chose, refuses anything but an image, scales it down and hands it on
 * as an ImageValue named after the field.
 */
export function useImagePicker(fieldId: string, onImage: (image: ImageValue) => void) {
  const [isProcessing, setIsProcessing] = useState(false);
  const [problem, setProblem] = useState<PickProblem>(null);

  const pick = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (!isImageFile(file)) {
        setProblem('onlyImages');
        return;
      }
      setProblem(null);
      setIsProcessing(true);
      try {
        onImage(await prepareImage(file, fieldId));
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) console.error(error);
        setProblem('unreadable');
      } finally {
        setIsProcessing(false);
      }
    },
    [fieldId, onImage],
  );

  return { pick, isProcessing, problem };
}
