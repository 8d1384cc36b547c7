import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { fileUrl } from '../lib/file-urls';

interface ImageThumbnailProps {
  fileId: string;
  /** What the image shows, for the button and the full-size dialog. */
  label: string;
  /** A signature: drawn on white and wider, since a thumbnail of a line is unreadable. */
  isSignature?: boolean;
}

/** A small image that opens full size in a dialog. */
export function ImageThumbnail({ fileId, label, isSignature = false }: ImageThumbnailProps) {
  const { t } = useTranslation('review');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('details.openImage', { label })}
        className={cn(
          'overflow-hidden rounded-lg border border-slate-300 bg-white hover:border-blue-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
          isSignature ? 'h-24 w-56' : 'size-24',
        )}
      >
        <img
          src={fileUrl(fileId, { isThumbnail: true })}
          alt=""
          loading="lazy"
          className={cn('size-full', isSignature ? 'object-contain' : 'object-cover')}
        />
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={label} className="max-w-3xl">
        <img src={fileUrl(fileId)} alt={label} className="mx-auto max-h-[75dvh] w-auto bg-white" />
        <a
          href={fileUrl(fileId)}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-block text-base font-semibold text-blue-800 underline"
        >
          {t('details.openInNewTab')}
        </a>
      </Dialog>
    </>
  );
}
