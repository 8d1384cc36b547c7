import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '@shared/i18n/languages';
import { Button } from '@/components/ui/button';
import type { ImageValue } from '../../lib/image-value';
import { typedSignaturePng } from '../../lib/typed-signature';
import { inputClassName } from './input-class';

/**
 * The signature for a worker who cannot draw one (no fine motor control, a keyboard, a screen
 * reader): his name typed and a confirmation that it signs, sent as the signature's picture.
 */
export function TypedSignature({
  fieldId,
  onChange,
}: {
  fieldId: string;
  onChange: (value: ImageValue | null) => void;
}) {
  const { t, i18n } = useTranslation('entry-form');
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const id = useId();
  const direction = directionOf(isLanguage(i18n.language) ? i18n.language : 'he');

  const update = (nextName: string, nextConfirmed: boolean) => {
    setName(nextName);
    setIsConfirmed(nextConfirmed);
    const typed = nextName.trim();
    onChange(
      typed && nextConfirmed
        ? { dataUrl: typedSignaturePng(typed, direction), name: `${fieldId}.png` }
        : null,
    );
  };

  if (!isOpen) {
    return (
      <Button variant="secondary" className="mt-2" onClick={() => setIsOpen(true)}>
        {t('signature.typeInstead')}
      </Button>
    );
  }
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-base font-semibold text-slate-900">
          {t('signature.typedName')}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          autoFocus
          dir="auto"
          value={name}
          onChange={(event) => update(event.target.value, isConfirmed)}
          className={inputClassName(null)}
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-base text-slate-900">
        <input
          type="checkbox"
          checked={isConfirmed}
          onChange={(event) => update(name, event.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-blue-900"
        />
        <span>{t('signature.typedConfirm')}</span>
      </label>
    </div>
  );
}
