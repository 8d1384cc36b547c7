import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionCan } from '@shared/access/policy';
import {
  canExtendPermit,
  canMovePermit,
  PERMIT_EXTENSION,
  PERMIT_MOVES,
  STAFF_MOVES,
  type StaffMove,
} from '@shared/permits/permit-lifecycle';
import { PRE_START_CHECKLIST, type PreStartItem } from '@shared/permits/pre-start-checklist';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { BoardPermit } from '@shared/schemas/permit.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/api-client';
import { useMovePermit } from '../api/permit-calls';
import { permitConflict, permitConflictText, type PermitConflict } from '@/lib/permit-conflict';
import { PermitExtendForm } from './permit-extend-form';

/**
 * The moves the user may make on the permit now, by the lifecycle and his abilities, and the
 * extension of its planned end. A move or an extension that lost to someone else's says who
 * acted first, what he did and when, while the board reads the permit again; it stays said
 * when the permit as it is now leaves the user no move.
 */
export function PermitActions({ permit, user }: { permit: BoardPermit; user: SessionUser }) {
  const { t, i18n } = useTranslation('permits');
  const moveCall = useMovePermit(permit.id);
  const [open, setOpen] = useState<StaffMove | 'extend' | null>(null);
  const [conflict, setConflict] = useState<PermitConflict | null>(null);
  const moves = STAFF_MOVES.filter(
    (move) => canMovePermit(permit.state, move) && sessionCan(user, PERMIT_MOVES[move].ability),
  );
  const canExtend = canExtendPermit(permit.state) && sessionCan(user, PERMIT_EXTENSION.ability);
  if (moves.length === 0 && !canExtend && !conflict) return null;
  const choose = (next: StaffMove | 'extend') => {
    setConflict(null);
    setOpen(next);
  };
  const lose = (error: unknown) => {
    const lost = permitConflict(error);
    if (!lost) return;
    setConflict(lost);
    setOpen(null);
  };
  const send = (move: StaffMove, body: Parameters<typeof moveCall.mutate>[0]['body'] = {}) => {
    setConflict(null);
    moveCall.mutate({ move, body }, { onSuccess: () => setOpen(null), onError: lose });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <Button
            key={move}
            variant={move === 'cancel' || move === 'suspend' ? 'secondary' : 'primary'}
            disabled={moveCall.isPending}
            onClick={() =>
              move === 'start' || PERMIT_MOVES[move].needsReason ? choose(move) : send(move)
            }
          >
            {t(`actions.${move}`)}
          </Button>
        ))}
        {canExtend && (
          <Button variant="secondary" onClick={() => choose('extend')}>
            {t('actions.extend')}
          </Button>
        )}
      </div>
      {open === 'start' && <StartForm onStart={(body) => send('start', body)} />}
      {open === 'extend' && (
        <PermitExtendForm permit={permit} onDone={() => setOpen(null)} onFailed={lose} />
      )}
      {open !== null && open !== 'start' && open !== 'extend' && (
        <ReasonForm label={t(`actions.${open}`)} onSend={(reason) => send(open, { reason })} />
      )}
      {conflict ? (
        <Alert tone="warning">{permitConflictText(conflict, t, i18n.language)}</Alert>
      ) : (
        moveCall.error && <Alert tone="error">{errorText(moveCall.error, i18n.t)}</Alert>
      )}
    </div>
  );
}

function ReasonForm({ label, onSend }: { label: string; onSend: (reason: string) => void }) {
  const { t } = useTranslation('permits');
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(reason);
      }}
    >
      <TextField
        label={t('board.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit">{label}</Button>
    </form>
  );
}

/** The pre-start checklist and the work manager's signature (his full name, typed). */
function StartForm({
  onStart,
}: {
  onStart: (body: { checklist: PreStartItem[]; signatureName: string }) => void;
}) {
  const { t } = useTranslation('permits');
  const [ticked, setTicked] = useState<PreStartItem[]>([]);
  const [signatureName, setSignatureName] = useState('');
  return (
    <form
      className="space-y-2 rounded-lg border border-slate-300 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ checklist: ticked, signatureName });
      }}
    >
      <p className="font-semibold">{t('start.title')}</p>
      {PRE_START_CHECKLIST.map((item) => (
        <CheckboxField
          key={item}
          label={t(`start.items.${item}`)}
          checked={ticked.includes(item)}
          onChange={(e) =>
            setTicked(e.target.checked ? [...ticked, item] : ticked.filter((i) => i !== item))
          }
        />
      ))}
      <TextField
        label={t('start.signature')}
        value={signatureName}
        onChange={(e) => setSignatureName(e.target.value)}
      />
      <Button
        type="submit"
        disabled={ticked.length < PRE_START_CHECKLIST.length || !signatureName.trim()}
      >
        {t('actions.start')}
      </Button>
    </form>
  );
}
