import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
import {
  BRIEFING_KINDS,
  type BriefingBody,
  type SiteBriefing,
} from '@shared/schemas/daily-briefing.schemas';
import { QueryState } from '@/components/query-state';
import { SettingsCard, SettingsForm } from '@/components/settings-card';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { saveSiteBriefing, siteBriefingQuery } from '@/data/daily-briefings';

/** The site's daily briefing: a text, or a video's or document's link, in each language. */
export function BriefingEditorCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('crew');
  const briefing = useQuery(siteBriefingQuery(siteId));
  return (
    <SettingsCard title={t('briefing.editorTitle')} hint={t('briefing.editorHint')}>
      <QueryState query={briefing}>
        {(saved) => <BriefingForm key={siteId} siteId={siteId} saved={saved} />}
      </QueryState>
    </SettingsCard>
  );
}

function BriefingForm({ siteId, saved }: { siteId: number; saved: SiteBriefing }) {
  const { t } = useTranslation('crew');
  const client = useQueryClient();
  const [draft, setDraft] = useState<BriefingBody>(
    saved.briefing ?? { kind: 'text', content: { he: '' } },
  );
  const setContent = (language: Language, value: string) =>
    setDraft({ ...draft, content: { ...draft.content, [language]: value } });
  return (
    <SettingsForm
      save={() => saveSiteBriefing(client, siteId, draft)}
      savedText={t('briefing.saved')}
      canSave={Boolean(draft.content.he?.trim())}
    >
      <SelectField
        label={t('briefing.kind')}
        value={draft.kind}
        onChange={(event) =>
          setDraft({ ...draft, kind: event.target.value as BriefingBody['kind'] })
        }
      >
        {BRIEFING_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`briefing.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {LANGUAGES.map((language) => (
        <TextAreaField
          key={language}
          label={t('briefing.contentIn', { language: LANGUAGE_NAMES[language] })}
          hint={draft.kind === 'text' ? undefined : t('briefing.linkHint')}
          lang={language}
          value={draft.content[language] ?? ''}
          onChange={(event) => setContent(language, event.target.value)}
        />
      ))}
    </SettingsForm>
  );
}
