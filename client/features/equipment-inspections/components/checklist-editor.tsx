import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecklistBodySchema, type Checklist } from '@shared/schemas/inspection.schemas';
import { LabelTranslations } from '@/components/label-translations';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { checklistQuery } from '@/data/inspections';
import { apiSend } from '@/lib/api-client';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { addLine, moveLine, removeLine, setLineText } from '../lib/checklist-draft';
import { KindSwitch } from './kind-switch';

type Kind = Checklist['kind'];

/** The company's checklist per kind of equipment, each line's text in every language. */
export function ChecklistEditorScreen() {
  const { t } = useTranslation('inspections');
  const [kind, setKind] = useState<Kind>('scaffold');
  const query = useQuery(checklistQuery(kind));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('checklists.hint')}</p>
      <KindSwitch kind={kind} onChange={setKind} label={t('checklists.kinds')} />
      <QueryState query={query}>
        {(checklist) => <ChecklistForm key={checklist.kind} checklist={checklist} />}
      </QueryState>
    </div>
  );
}

function ChecklistForm({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation('inspections');
  const client = useQueryClient();
  const [lines, setLines] = useState(checklist.items);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useMutation({
    mutationFn: (body: { items: Checklist['items'] }) =>
      apiSend<Checklist>('PUT', `/api/inspections/checklists/${checklist.kind}`, body),
    onSuccess: (saved) => {
      client.setQueryData(checklistQuery(saved.kind).queryKey, saved);
      setMessage({ tone: 'success', text: t('checklists.saved') });
    },
    onError: showSaveError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = check(ChecklistBodySchema, { items: lines });
    if (parsed) save.mutate(parsed);
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {checklist.isDefault && <Alert tone="info">{t('checklists.isDefault')}</Alert>}
        {errors.items && <Alert tone="error">{errors.items}</Alert>}
        <ol className="flex flex-col gap-4">
          {lines.map((line, index) => {
            const number = index + 1;
            const { he, ...others } = line.text;
            return (
              <li
                key={line.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
              >
                <TextField
                  label={t('checklists.line', { number })}
                  lang="he"
                  dir="rtl"
                  value={he}
                  error={errors[`items.${index}.text.he`] ?? errors[`items.${index}.text`]}
                  onChange={(event) =>
                    setLines(setLineText(lines, index, { ...line.text, he: event.target.value }))
                  }
                />
                <LabelTranslations
                  hebrew={he}
                  value={others}
                  errors={errors}
                  errorPrefix={`items.${index}.text`}
                  onChange={(next) => setLines(setLineText(lines, index, { ...next, he }))}
                />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={t('checklists.up', { number })}
                    onClick={() => setLines(moveLine(lines, index, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === lines.length - 1}
                    aria-label={t('checklists.down', { number })}
                    onClick={() => setLines(moveLine(lines, index, 1))}
                  >
                    ↓
                  </Button>
                  <Button variant="secondary" onClick={() => setLines(removeLine(lines, index))}>
                    {t('checklists.remove', { number })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <div>
          <Button variant="secondary" onClick={() => setLines(addLine(lines))}>
            {t('checklists.add')}
          </Button>
        </div>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('checklists.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
