import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSPORT_COUNTRIES,
  formatIdDocument,
  parseIdDocument,
  type IdDocument,
} from '@shared/fields/id-document';
import { FieldFrame, describedBy, fieldIds } from '../field-frame';
import type { FieldProps } from './field-props';
import { inputClassName } from './input-class';

type Kind = IdDocument['kind'];

/** The countries by their names in the worker's language, in that language's order. */
function countryNames(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return PASSPORT_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}

/**
 * An identity document: an Israeli identity number, or a passport's number and the country that
 * issued it. The answer stays empty until a number is typed, so choosing the kind alone does not
 * count as an answer.
 */
export function IdDocumentField({ field, value, onChange, error }: FieldProps<string>) {
  const { t, i18n } = useTranslation('entry-form');
  const ids = fieldIds(field.id);
  const given = parseIdDocument(value);
  const [kind, setKind] = useState<Kind>(given?.kind ?? 'id');
  const [country, setCountry] = useState(given?.kind === 'passport' ? given.country : '');
  const number = given?.number ?? '';

  const send = (next: { kind: Kind; country: string; number: string }) => {
    if (!next.number) return onChange('');
    onChange(
      formatIdDocument(
        next.kind === 'id'
          ? { kind: 'id', number: next.number }
          : { kind: 'passport', country: next.country, number: next.number },
      ),
    );
  };
  const control = inputClassName(error ? 'error' : null);

  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      <div className="flex flex-col gap-3">
        <div role="radiogroup" aria-label={t('idDocument.kind')} className="flex flex-wrap gap-4">
          {(['id', 'passport'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-base">
              <input
                type="radio"
                name={`${field.id}-kind`}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  send({ kind: option, country, number });
                }}
                className="size-5 accent-blue-900"
              />
              {t(`idDocument.${option}`)}
            </label>
          ))}
        </div>
        {kind === 'passport' && (
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('idDocument.country')}
            <select
              value={country}
              required={field.required}
              onChange={(e) => {
                setCountry(e.target.value);
                send({ kind, country: e.target.value, number });
              }}
              className={control}
            >
              <option value="" disabled hidden>
                {t('idDocument.chooseCountry')}
              </option>
              {countryNames(i18n.language).map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t(kind === 'id' ? 'idDocument.idNumber' : 'idDocument.passportNumber')}
          <input
            id={ids.control}
            name={field.id}
            value={number}
            dir="ltr"
            autoComplete="off"
            inputMode={kind === 'id' ? 'numeric' : 'text'}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field, error)}
            onChange={(e) => {
              const typed = e.target.value.replace(/[\s-]/g, '').toUpperCase();
              send({ kind, country, number: typed });
            }}
            className={control}
          />
        </label>
      </div>
    </FieldFrame>
  );
}
