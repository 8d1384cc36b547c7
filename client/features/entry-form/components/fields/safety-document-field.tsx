import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMediaLink } from '@shared/validation/media-link';
import { Button } from '@/components/ui/button';
import { FieldFrame, describedBy } from '../field-frame';
import type { FieldProps } from './field-props';

interface SafetyDocumentFieldProps extends FieldProps<boolean> {
  /** Shows the site's regulations, for a field without a document of its own. */
  onOpenRegulations: () => void;
}

/**
 * safety_document: the worker opens the document (its URL in a new tab, or
 * the site's regulations) and then confirms reading, which signs the field.
 */
export function SafetyDocumentField(props: SafetyDocumentFieldProps) {
  const { field, value, onChange, error, onOpenRegulations } = props;
  const { t } = useTranslation('entry-form');
  const [hasOpened, setHasOpened] = useState(false);
  const signed = useRef<HTMLParagraphElement>(null);
  const wasConfirmedHere = useRef(false);

  // The buttons go with the confirmation: the keyboard's focus goes on to what replaced them,
  // not back to the top of the page.
  useEffect(() => {
    if (value && wasConfirmedHere.current) signed.current?.focus();
  }, [value]);

  function open() {
    // A form saved before links were checked may still hold a script address: never opened.
    if (field.documentUrl && isMediaLink(field.documentUrl))
      window.open(field.documentUrl, '_blank', 'noopener,noreferrer');
    else onOpenRegulations();
    setHasOpened(true);
  }

  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      {value ? (
        <p ref={signed} tabIndex={-1} className="font-semibold text-green-800">
          ✓ {t('document.signed')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={open}>
              {t('document.open')}
            </Button>
            <Button
              disabled={!hasOpened}
              aria-describedby={describedBy(field, error)}
              onClick={() => {
                wasConfirmedHere.current = true;
                onChange(true);
              }}
            >
              {t('document.confirm')}
            </Button>
          </div>
          {!hasOpened && <p className="mt-1 text-sm text-slate-600">{t('document.openFirst')}</p>}
        </>
      )}
    </FieldFrame>
  );
}
