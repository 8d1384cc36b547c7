import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquipmentInspections } from '@shared/schemas/inspection.schemas';
import { i18n } from '@/lib/i18n';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { stubXhr, type XhrAnswer } from '../../../../test/fake-xhr';
import { renderWithClient } from '../../../../test/render-client';
import { InspectionForm } from './inspection-form';

const scaffold: EquipmentInspections = {
  id: 7,
  kind: 'scaffold',
  number: 'P-101',
  label: { he: 'פיגום 101' },
  siteName: 'מגדלי הים',
  tagToken: '0123456789abcdef0123456789abcdef',
  fitness: {
    state: 'due_today',
    fitUntil: '2026-05-01',
    reason: 'interval',
    lastInspectedOn: '2026-04-24',
    closedReason: null,
  },
  checklist: [
    { id: 'bracing', text: { he: 'חיזוקים', en: 'Bracing in place' } },
    { id: 'planks', text: { he: 'לוחות רגל', en: 'Toe boards on every open edge' } },
  ],
  canInspect: true,
  records: [],
};

const t = i18n.getFixedT('en', 'inspections');
const line = (name: string) => within(screen.getByRole('group', { name }));
const outcome = () => within(screen.getByRole('group', { name: t('inspect.outcome') }));

describe('the checklist of an inspection', () => {
  setUpScreenTest(['inspections'], 'en');
  beforeAll(() => {
    // jsdom draws nothing: the signature pad gets a 2D context whose every call does nothing.
    const drawing = new Proxy({} as Record<PropertyKey, unknown>, {
      get: (held, key) => (key in held ? held[key] : () => undefined),
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      drawing as unknown as CanvasRenderingContext2D,
    );
  });

  it('closes the item for its failed items once a line fails, and offers no "fit"', async () => {
    const user = userEvent.setup();
    renderWithClient(<InspectionForm item={scaffold} />);
    expect(outcome().getByRole('radio', { name: t('outcome.fit') })).toBeTruthy();

    await user.click(
      line('Toe boards on every open edge').getByRole('radio', { name: t('inspect.fail') }),
    );
    expect(outcome().queryByRole('radio', { name: t('outcome.fit') })).toBeNull();
    const closed = outcome().getByRole('radio', { name: t('outcome.closed') }) as HTMLInputElement;
    expect(closed.checked).toBe(true);
    const reason = outcome().getByRole('combobox', { name: t('inspect.closedReason') });
    expect((reason as HTMLSelectElement).value).toBe('failed_items');
    expect((reason as HTMLSelectElement).disabled).toBe(true);
    expect(outcome().getByText(t('inspect.failedCloses'))).toBeTruthy();

    // Passed after all: the inspector chooses again.
    await user.click(
      line('Toe boards on every open edge').getByRole('radio', { name: t('inspect.pass') }),
    );
    expect(outcome().getByRole('radio', { name: t('outcome.fit') })).toBeTruthy();
  });

  it('keeps the note typed while the line’s photo uploads, and after it', async () => {
    let finishUpload: (answer: XhrAnswer) => void = () => undefined;
    const sent = stubXhr(
      () =>
        new Promise<XhrAnswer>((resolve) => {
          finishUpload = resolve;
        }),
    );
    const user = userEvent.setup();
    renderWithClient(<InspectionForm item={scaffold} />);
    const planks = () => line('Toe boards on every open edge');
    await user.click(planks().getByRole('radio', { name: t('inspect.fail') }));
    await user.upload(
      planks().getByLabelText(t('inspect.photo')),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'plank.jpg', { type: 'image/jpeg' }),
    );
    expect(await planks().findByRole('status')).toHaveProperty(
      'textContent',
      t('inspect.photoUploading'),
    );
    expect(sent.map((request) => request.url)).toEqual(['/api/inspections/files']);

    const note = planks().getByRole('textbox', { name: t('inspect.note') });
    await user.type(note, 'A toe board is missing');
    finishUpload({ status: 201, body: { id: 'photo-0123456789' } });
    expect(await planks().findByText(`✓ ${t('inspect.photo')}`)).toBeTruthy();
    expect(planks().queryByRole('status')).toBeNull();
    expect((note as HTMLTextAreaElement).value).toBe('A toe board is missing');

    await user.type(note, ' on the east side');
    expect((note as HTMLTextAreaElement).value).toBe('A toe board is missing on the east side');
    expect(planks().getByText(`✓ ${t('inspect.photo')}`)).toBeTruthy();
  });
});
