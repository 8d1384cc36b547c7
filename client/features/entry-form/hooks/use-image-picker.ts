import { useCallback, useState } from 'react';
import type { ImageValue } from '../lib/image-value';
import { isImageFile } from '../lib/image-value';
import { UnreadableImageError, prepareImage, UNDECODABLE_HERE } from '../lib/prepare-image';

export type PickProblem = 'onlyImages' | 'unreadable' | null;

/**
 * Takes a file the worker chose, refuses anything but an image, scales it down and hands it on
 * as an ImageValue named after the field. While it is scaled (a second or two for a phone's
 * photo on a cheap phone), `picked` is the chosen file's own address, for a preview at once.
 */
export function useImagePicker(fieldId: string, onImage: (image: ImageValue) => void) {
  const [isProcessing, setIsProcessing] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
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
      const address = UNDECODABLE_HERE.test(file.type) ? null : URL.createObjectURL(file);
      setPicked(address);
      try {
        onImage(await prepareImage(file, fieldId));
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) console.error(error);
        setProblem('unreadable');
      } finally {
        setIsProcessing(false);
        setPicked(null);
        if (address) URL.revokeObjectURL(address);
      }
    },
    [fieldId, onImage],
  );

  return { pick, isProcessing, picked, problem };
}
