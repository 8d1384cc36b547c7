import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offeredKinds } from '@shared/certificates/certificate-answer';
import { WORK_AT_HEIGHT, WORK_AT_HEIGHT_DOMAINS } from '@shared/certificates/certificate-rules';
import { myCertificatesQuery } from '@/data/my-certificates';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/date-format';
import { FieldFrame } from '../field-frame';
import {
  answerOf,
  draftOf,
  EMPTY_CERTIFICATE,
  type CertificateDraft,
} from '../../lib/certificate-draft';
import type { FieldViewProps } from './field-view-props';
import { ImageUploadField } from './image-upload-field';
import { inputClassName } from './input-class';

type CardText = 'number' | 'instructorRegistration';
type CardDay = 'issuedOn' | 'expiresOn' | 'dateOfBirth';

/**
 * A worker's certificate: one he kept from an earlier visit to the company, chosen with one tap,
 * or a new card typed in with its photo. Kinds are the field's options when the company set
 * them, else the product's own; work at height asks which domains the card covers.
 */
export function CertificateField(props: FieldViewProps) {
  const { field, value, image, error, onValue, onImage, siteId } = props;
  const { t, i18n } = useTranslation('certificates');
  const kept = useQuery(myCertificatesQuery(siteId)).data?.certificates ?? [];
  const draft = draftOf(value);
  const set = (next: CertificateDraft) => onValue(field.id, answerOf(next));
  const card = 'keptId' in draft ? EMPTY_CERTIFICATE : draft;
  const control = inputClassName(error ? 'error' : null);
  const kindName = (kind: string) =>
    field.options?.find((o) => o.value === kind)?.label ??
    t(`kinds.${kind}` as 'kinds.work_at_height', { defaultValue: kind });

  const text = (key: CardText, label: string) => (
    <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
      {label}
      <input
        value={card[key]}
        maxLength={40}
        dir="ltr"
        onChange={(e) => set({ ...card, [key]: e.target.value })}
        className={control}
      />
    </label>
  );
  const day = (key: CardDay, label: string) => (
    <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
      {label}
      <input
        type="date"
        value={card[key]}
        onChange={(e) => set({ ...card, [key]: e.target.value })}
        className={control}
      />
    </label>
  );

  return (
    <FieldFrame field={field} error={error} isSingleControl={false}>
      <div className="flex flex-col gap-3">
        {kept.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-slate-800">{t('field.kept')}</p>
            <ul className="flex flex-col gap-2">
              {kept.map((c) => {
                const isChosen = 'keptId' in draft && draft.keptId === c.id;
                return (
                  <li key={c.id}>
                    <button
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => set(isChosen ? EMPTY_CERTIFICATE : { keptId: c.id })}
                      className={`flex min-h-11 w-full flex-col rounded-lg border p-3 text-start ${
                        isChosen ? 'border-blue-900 bg-blue-50' : 'border-slate-300 bg-white'
                      }`}
                    >
                      <span className="font-semibold">
                        {c.kindLabel || kindName(c.kind)} · <bdi dir="ltr">{c.number}</bdi>
                      </span>
                      <span className="text-sm text-slate-700">
                        {t('field.validUntil', { date: formatDay(c.expiresOn, i18n.language) })}
                        {' · '}
                        {c.isVerified ? t('field.verified') : t('field.notVerified')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {'keptId' in draft && (
              <Button variant="secondary" onClick={() => set(EMPTY_CERTIFICATE)}>
                {t('field.addNew')}
              </Button>
            )}
          </div>
        )}
        {!('keptId' in draft) && (
          <>
            <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
              {t('field.kind')}
              <select
                value={card.kind}
                onChange={(e) => set({ ...card, kind: e.target.value })}
                className={control}
              >
                <option value="" disabled hidden>
                  {t('field.chooseKind')}
                </option>
                {offeredKinds(field).map((kind) => (
                  <option key={kind} value={kind}>
                    {kindName(kind)}
                  </option>
                ))}
              </select>
            </label>
            {card.kind === WORK_AT_HEIGHT && (
              <fieldset className="flex flex-col gap-1">
                <legend className="text-sm font-semibold text-slate-800">
                  {t('field.domains')}
                </legend>
                {WORK_AT_HEIGHT_DOMAINS.map((domain) => (
                  <label key={domain} className="flex min-h-11 items-center gap-2 text-base">
                    <input
                      type="checkbox"
                      checked={card.domains.includes(domain)}
                      onChange={(e) =>
                        set({
                          ...card,
                          domains: e.target.checked
                            ? [...card.domains, domain]
                            : card.domains.filter((d) => d !== domain),
                        })
                      }
                      className="size-5 accent-blue-900"
                    />
                    {t(`domains.${domain}`)}
                  </label>
                ))}
              </fieldset>
            )}
            {text('number', t('field.number'))}
            <div className="grid gap-3 sm:grid-cols-2">
              {day('issuedOn', t('field.issuedOn'))}
              {day('expiresOn', t('field.expiresOn'))}
            </div>
            {text('instructorRegistration', t('field.instructor'))}
            {day('dateOfBirth', t('field.dateOfBirth'))}
            <ImageUploadField
              field={{ ...field, id: `${field.id}-card`, label: t('field.photo'), required: false }}
              value={image ?? null}
              onChange={(next) => onImage(field.id, next)}
              error={null}
            />
          </>
        )}
      </div>
    </FieldFrame>
  );
}
