import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_RULES } from '@shared/permits/permit-checks';
import type { BoardPermit } from '@shared/schemas/permit.schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useOverrideCheck } from '../api/permit-calls';
import { permitConflict, permitConflictText } from '@/lib/permit-conflict';

/**
 * The permit's checks as last computed, each with the rule it comes from; a failed one shows
 * who overrode it and why, or, for a user who may, a place to override it with a reason. An
 * override refused because someone moved the permit first says who, what and when.
 */
export function PermitChecks({
  permit,
  canOverride,
}: {
  permit: BoardPermit;
  canOverride: boolean;
}) {
  const { t } = useTranslation('permits');
  if (permit.checks.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {permit.checks.map((check) => (
        <li key={check.check} className="flex flex-col">
          <span className={check.passed ? 'text-green-800' : 'font-semibold text-red-800'}>
            {check.passed ? '✓' : '✗'} {t(`checks.${check.check}`)}
            {check.workers.length > 0 && `: ${check.workers.join(', ')}`}
          </span>
          <span className="text-xs text-slate-600">{t(`rules.${CHECK_RULES[check.check]}`)}</span>
          {check.override && (
            <span className="text-amber-800">
              {t('board.overriddenBy', { name: check.override.byName })}: {check.override.reason}
            </span>
          )}
          {!check.passed && !check.override && canOverride && (
            <OverrideForm permitId={permit.id} check={check.check} />
          )}
        </li>
      ))}
    </ul>
  );
}

function OverrideForm({
  permitId,
  check,
}: {
  permitId: number;
  check: BoardPermit['checks'][number]['check'];
}) {
  const { t, i18n } = useTranslation('permits');
  const [reason, setReason] = useState('');
  const override = useOverrideCheck(permitId);
  const conflict = permitConflict(override.error);
  const refusal = conflict
    ? permitConflictText(conflict, t, i18n.language)
    : override.error && errorText(override.error, i18n.t);
  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        override.mutate({ check, reason });
      }}
    >
      <TextField
        label={t('board.overrideReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={refusal || null}
      />
      <Button type="submit" variant="secondary" disabled={override.isPending}>
        {t('board.override')}
      </Button>
    </form>
  );
}
