import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetails } from '@shared/schemas/contact-request.schemas';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useAgentChoices, useAssignAgent } from '../api/leads';

interface LeadAgentFormProps {
  lead: LeadDetails;
  onSaved: () => void;
  onError: (error: unknown) => void;
}

/** Gives the lead to a sales agent, or to nobody. */
export function LeadAgentForm({ lead, onSaved, onError }: LeadAgentFormProps) {
  const { t } = useTranslation('backoffice');
  const agents = useAgentChoices(true);
  const [agentId, setAgentId] = useState(String(lead.assignedAgent?.id ?? ''));
  const assign = useAssignAgent(lead.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(agentId ? Number(agentId) : null, { onSuccess: onSaved, onError });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('leads.columns.agent')}
        value={agentId}
        onChange={(event) => setAgentId(event.target.value)}
      >
        <option value="">{t('leads.noAgent')}</option>
        {(agents.data?.agents ?? [])
          .filter((agent) => agent.isActive)
          .map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.fullName}
            </option>
          ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={assign.isPending}>
        {t('leads.assign')}
      </Button>
    </form>
  );
}
