import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WORK_AT_HEIGHT_DOMAINS,
  type WorkAtHeightDomain,
} from '@shared/certificates/certificate-rules';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { equipmentQuery } from '@/data/equipment';
import { workManagersQuery } from '@/data/permits';
import { ApiClientError, errorText } from '@/lib/api-client';
import { useRequestPermit } from '../api/permit-calls';
import { useSettledValue } from '@/lib/use-settled-value';
import { localInput } from '../lib/local-input';

/**
 * A new permit to work at height on the site, sent to the approvers at once. Its work manager is
 * picked from the site's staff who may lead the work (the requester first, when he may); the
 * checks are computed by the server, never typed here.
 */
export function PermitForm({
  siteId,
  user,
  onDone,
}: {
  siteId: number;
  user: SessionUser;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('permits');
  const [equipmentSearch, setEquipmentSearch] = useState('');
  const askedSearch = useSettledValue(equipmentSearch.trim());
  // The site's items in use matching the search, the first page of them: a choice, not a list.
  const equipment = useInfiniteQuery(
    equipmentQuery({
      siteId,
      status: 'active',
      search: askedSearch,
    }),
  );
  const managers = useQuery(workManagersQuery(siteId));
  const request = useRequestPermit();
  const [form, setForm] = useState(() => {
    const start = new Date(Date.now() + 30 * 60_000);
    return {
      location: '',
      task: '',
      hazards: '',
      domain: 'scaffolds' as WorkAtHeightDomain,
      equipmentId: '',
      plannedStart: localInput(start),
      plannedEnd: localInput(new Date(start.getTime() + 8 * 3_600_000)),
      groundAttendantName: '',
      isNight: false,
      isWindy: false,
      writtenInstructions: '',
      instructionsFile: null as File | null,
      workManagerUserId: '',
    };
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const details = request.error instanceof ApiClientError ? (request.error.details ?? {}) : {};
  const found = equipment.data?.pages[0]?.items ?? [];
  // The item chosen stays a choice when a later search no longer finds it.
  const [chosen, setChosen] = useState<(typeof found)[number] | null>(null);
  const items = chosen && !found.some((i) => i.id === chosen.id) ? [chosen, ...found] : found;
  const workManagers = managers.data?.workManagers ?? [];
  // Until the user picks, the requester leads the work when he may; else he must pick.
  const workManagerUserId =
    form.workManagerUserId || (workManagers.some((m) => m.id === user.id) ? String(user.id) : '');

  function submit(e: FormEvent) {
    e.preventDefault();
    request.mutate(
      {
        ...form,
        siteId,
        kind: 'work_at_height',
        equipmentId: form.equipmentId ? Number(form.equipmentId) : null,
        plannedStart: new Date(form.plannedStart).toISOString(),
        plannedEnd: new Date(form.plannedEnd).toISOString(),
        workManagerUserId: Number(workManagerUserId),
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-300 bg-white p-4">
      <h3 className="text-lg font-bold">{t('form.title')}</h3>
      <TextField
        label={t('form.location')}
        value={form.location}
        error={details.location}
        onChange={(e) => set('location', e.target.value)}
      />
      <TextField
        label={t('form.task')}
        value={form.task}
        error={details.task}
        onChange={(e) => set('task', e.target.value)}
      />
      <TextAreaField
        label={t('form.hazards')}
        value={form.hazards}
        onChange={(e) => set('hazards', e.target.value)}
      />
      <SelectField
        label={t('form.domain')}
        value={form.domain}
        onChange={(e) => set('domain', e.target.value as WorkAtHeightDomain)}
      >
        {WORK_AT_HEIGHT_DOMAINS.map((domain) => (
          <option key={domain} value={domain}>
            {t(`domains.${domain}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="search"
        label={t('form.equipmentSearch')}
        value={equipmentSearch}
        onChange={(e) => setEquipmentSearch(e.target.value)}
        hint={equipment.hasNextPage ? t('form.equipmentMore', { count: found.length }) : undefined}
      />
      <SelectField
        label={t('form.equipment')}
        value={form.equipmentId}
        error={details.equipmentId}
        onChange={(e) => {
          set('equipmentId', e.target.value);
          setChosen(items.find((item) => String(item.id) === e.target.value) ?? null);
        }}
      >
        <option value="">{t('form.noEquipment')}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.number} · {item.label}
          </option>
        ))}
      </SelectField>
      <TextField
        type="datetime-local"
        label={t('form.plannedStart')}
        value={form.plannedStart}
        error={details.plannedStart}
        onChange={(e) => set('plannedStart', e.target.value)}
      />
      <TextField
        type="datetime-local"
        label={t('form.plannedEnd')}
        value={form.plannedEnd}
        error={details.plannedEnd}
        onChange={(e) => set('plannedEnd', e.target.value)}
      />
      <SelectField
        label={t('form.workManager')}
        value={workManagerUserId}
        error={details.workManagerUserId}
        required
        onChange={(e) => set('workManagerUserId', e.target.value)}
      >
        <option value="" disabled>
          {t('form.chooseWorkManager')}
        </option>
        {workManagers.map((manager) => (
          <option key={manager.id} value={manager.id}>
            {manager.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.groundAttendant')}
        value={form.groundAttendantName}
        onChange={(e) => set('groundAttendantName', e.target.value)}
      />
      <CheckboxField
        label={t('form.isNight')}
        checked={form.isNight}
        onChange={(e) => set('isNight', e.target.checked)}
      />
      <CheckboxField
        label={t('form.isWindy')}
        checked={form.isWindy}
        onChange={(e) => set('isWindy', e.target.checked)}
      />
      {(form.isNight || form.isWindy) && (
        <>
          <TextAreaField
            label={t('form.writtenInstructions')}
            value={form.writtenInstructions}
            onChange={(e) => set('writtenInstructions', e.target.value)}
          />
          <label className="block">
            {t('form.instructionsFile')}
            <input
              type="file"
              accept="application/pdf,image/*"
              className="mt-1 block"
              onChange={(e) => set('instructionsFile', e.target.files?.[0] ?? null)}
            />
          </label>
        </>
      )}
      {request.error && <Alert tone="error">{errorText(request.error, i18n.t)}</Alert>}
      <Button type="submit" disabled={request.isPending || !workManagerUserId}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
