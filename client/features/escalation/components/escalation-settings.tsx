import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@shared/i18n/languages';
import type {
  EscalationRecipient,
  EscalationSettings as Settings,
} from '@shared/schemas/escalation.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import {
  escalationQuery,
  invalidateEscalation,
  removeEscalation,
  saveEscalation,
} from '@/data/escalation';
import { saveErrors } from '@/lib/form-errors';

/**
 * A site's escalation rule: after how many minutes a waiting request is pushed again to the
 * site's deciders, and who is e-mailed at twice that, each in his language. Says when the
 * server has no e-mail.
 */
export function EscalationSettings({ siteId }: { siteId: number }) {
  const { t } = useTranslation('notifications');
  const query = useQuery(escalationQuery(siteId));
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{t('escalation.title')}</CardTitle>
      <p className="text-slate-700">{t('escalation.intro')}</p>
      {query.data && <RuleForm key={siteId} siteId={siteId} settings={query.data} />}
    </Card>
  );
}

function RuleForm({ siteId, settings }: { siteId: number; settings: Settings }) {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const fallbackLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'he';
  const [waitMinutes, setWaitMinutes] = useState(String(settings.rule?.waitMinutes ?? 5));
  const [notifyStaff, setNotifyStaff] = useState(settings.rule?.notifyStaff ?? true);
  const [emails, setEmails] = useState<EscalationRecipient[]>(settings.rule?.emails ?? []);
  const save = useMutation({
    mutationFn: () =>
      saveEscalation(siteId, { waitMinutes: Number(waitMinutes), notifyStaff, emails }),
    onSuccess: () => invalidateEscalation(queryClient, siteId),
  });
  const remove = useMutation({
    mutationFn: () => removeEscalation(siteId),
    onSuccess: () => invalidateEscalation(queryClient, siteId),
  });
  const errors = save.isError ? saveErrors(save.error, i18n.t) : null;
  const setRecipient = (index: number, change: Partial<EscalationRecipient>) =>
    setEmails((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {!settings.emailEnabled && <Alert tone="info">{t('escalation.emailOff')}</Alert>}
      {errors && <Alert tone="error">{errors.message}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('escalation.saved')}</Alert>}
      <TextField
        label={t('escalation.waitMinutes')}
        type="number"
        inputMode="numeric"
        className="max-w-xs"
        value={waitMinutes}
        error={errors?.fields.waitMinutes}
        onChange={(event) => setWaitMinutes(event.target.value)}
      />
      <CheckboxField
        label={t('escalation.notifyStaff')}
        checked={notifyStaff}
        onChange={(event) => setNotifyStaff(event.target.checked)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-900">{t('escalation.emails')}</legend>
        {errors?.fields.emails && <p className="text-red-700">{errors.fields.emails}</p>}
        {emails.map((recipient, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <TextField
              label={t('escalation.email')}
              inputMode="email"
              dir="ltr"
              value={recipient.email}
              error={errors?.fields[`emails.${index}.email`]}
              onChange={(event) => setRecipient(index, { email: event.target.value })}
            />
            <SelectField
              label={t('escalation.language')}
              value={recipient.language}
              onChange={(event) =>
                setRecipient(index, { language: event.target.value as Language })
              }
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setEmails((list) => list.filter((_, i) => i !== index))}
            >
              {t('escalation.removeEmail')}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => setEmails((list) => [...list, { email: '', language: fallbackLanguage }])}
        >
          {t('escalation.addEmail')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('escalation.save')}
        </Button>
        {settings.rule && (
          <Button
            type="button"
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('escalation.turnOff')}
          </Button>
        )}
      </div>
    </form>
  );
}
