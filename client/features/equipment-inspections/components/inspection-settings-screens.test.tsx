import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import heInspections from '@shared/i18n/locales/he/inspections.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import type { Checklist } from '@shared/schemas/inspection.schemas';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { ChecklistEditorScreen } from './checklist-editor';
import { EquipmentSummary } from './equipment-summary';
import { IntervalSettingsCard } from './interval-settings';
import { QualificationsEditorScreen } from './qualifications-editor';

const he = heInspections;
const CHECKLIST: Checklist = {
  kind: 'scaffold',
  isDefault: true,
  items: [
    { id: 'bracing', text: { he: 'חיזוקים', en: 'Bracing' } },
    { id: 'access', text: { he: 'גישה בטוחה' } },
  ],
};

describe('the checklist editor', () => {
  setUpScreenTest(['inspections', 'manage', 'validation'], 'he');

  it('keeps the lines’ ids, adds one, refuses it empty, then saves it in its place', async () => {
    stubFetch({
      'GET /api/inspections/checklists/scaffold': { body: CHECKLIST },
      'PUT /api/inspections/checklists/scaffold': { body: { ...CHECKLIST, isDefault: false } },
    });
    renderWithClient(<ChecklistEditorScreen />);
    expect(await screen.findByText(he.checklists.isDefault)).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: he.checklists.up.replace('{{number}}', '2') }),
    );
    await userEvent.click(screen.getByRole('button', { name: he.checklists.add }));
    await userEvent.click(screen.getByRole('button', { name: he.checklists.save }));
    expect(await screen.findByText(heValidation.valueRequired)).toBeTruthy();
    expect(sentBodies('PUT /api/inspections/checklists/scaffold')).toEqual([]);

    await userEvent.type(
      screen.getByLabelText(he.checklists.line.replace('{{number}}', '3')),
      'שלט עומס',
    );
    await userEvent.click(screen.getByRole('button', { name: he.checklists.save }));
    expect(await screen.findByText(he.checklists.saved)).toBeTruthy();
    expect(sentBodies('PUT /api/inspections/checklists/scaffold')).toEqual([
      {
        items: [
          { id: 'access', text: { he: 'גישה בטוחה' } },
          { id: 'bracing', text: { he: 'חיזוקים', en: 'Bracing' } },
          { id: 'line-3', text: { he: 'שלט עומס' } },
        ],
      },
    ]);
    // Typing with the user's events is slow on a busy machine.
  }, 30_000);
});

describe('the qualifications editor', () => {
  setUpScreenTest(['inspections', 'manage'], 'he');

  it('saves a person’s kinds as the box is ticked, and says so', async () => {
    stubFetch({
      'GET /api/inspections/qualifications': {
        body: {
          users: [{ userId: 7, name: 'אבי לוי', role: 'manager', kinds: ['scaffold'] }],
        },
      },
      'PUT /api/inspections/qualifications/7': { body: { kinds: ['scaffold', 'platform'] } },
    });
    renderWithClient(<QualificationsEditorScreen />);
    const platform = await screen.findByRole('checkbox', {
      name: `אבי לוי: ${he.kind.platform}`,
    });
    expect((platform as HTMLInputElement).checked).toBe(false);
    await userEvent.click(platform);
    expect(
      await screen.findByText(he.qualifications.saved.replace('{{name}}', 'אבי לוי')),
    ).toBeTruthy();
    expect(sentBodies('PUT /api/inspections/qualifications/7')).toEqual([
      { kinds: ['scaffold', 'platform'] },
    ]);
    await waitFor(() => expect((platform as HTMLInputElement).checked).toBe(true));
  });
});

describe('the inspection intervals', () => {
  setUpScreenTest(['inspections', 'manage', 'validation'], 'he');

  it('shows the server’s refusal of an interval longer than the law', async () => {
    const refusal = 'מרווח ארוך מהחוק';
    stubFetch({
      'GET /api/inspections/settings': {
        body: { scaffoldIntervalDays: 7, platformReportMonths: 6 },
      },
      'PUT /api/inspections/settings': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'x', details: { intervals: refusal } },
      },
    });
    renderWithClient(<IntervalSettingsCard canEdit />);
    const days = await screen.findByLabelText(he.intervals.scaffoldDays.replace('{{max}}', '7'));
    await userEvent.clear(days);
    await userEvent.type(days, '9');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('shows the intervals without a save to whoever may not change them', async () => {
    stubFetch({
      'GET /api/inspections/settings': {
        body: { scaffoldIntervalDays: 5, platformReportMonths: 6 },
      },
    });
    renderWithClient(<IntervalSettingsCard canEdit={false} />);
    expect(await screen.findByText(he.intervals.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'שמירה' })).toBeNull();
    expect(
      (screen.getByLabelText(he.intervals.scaffoldDays.replace('{{max}}', '7')) as HTMLInputElement)
        .value,
    ).toBe('5');
  });
});

describe('the dashboard’s equipment figures', () => {
  setUpScreenTest(['inspections'], 'he');

  it('counts the unusable items, those to inspect today and the fit ones', async () => {
    stubFetch({
      'GET /api/inspections/summary': {
        body: { states: { fit: 4, due_today: 1, overdue: 2, due_now: 1, closed: 1, never: 0 } },
      },
    });
    const { container } = renderWithClient(<EquipmentSummary siteId={3} />);
    await screen.findByText(he.summary.unusable);
    const figure = (key: string) =>
      container.querySelector(`[data-summary="${key}"] span`)?.textContent;
    expect([figure('unusable'), figure('dueToday'), figure('fit')]).toEqual(['4', '1', '4']);
  });
});
