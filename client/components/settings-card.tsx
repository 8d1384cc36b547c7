import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';

/** A staff screen's card of settings: its title, what the settings do, then their form. */
export function SettingsCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </Card>
  );
}

interface SettingsFormProps {
  /** Sends the settings; the form says `savedText` when it resolves, the reason when it fails. */
  save: () => Promise<unknown>;
  savedText: string;
  /** False while the fields are not complete enough to send. */
  canSave?: boolean;
  children: ReactNode;
}

/** The settings' fields with one Save, which waits for the call and reports its outcome. */
export function SettingsForm({ save, savedText, canSave = true, children }: SettingsFormProps) {
  const { t, i18n } = useTranslation('manage');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function onSave() {
    setIsSaving(true);
    try {
      await save();
      setMessage({ tone: 'success', text: savedText });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, i18n.t) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {children}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button className="self-start" disabled={isSaving || !canSave} onClick={() => void onSave()}>
        {t('save')}
      </Button>
    </div>
  );
}
