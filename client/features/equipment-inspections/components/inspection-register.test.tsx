import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Register } from '@shared/schemas/inspection.schemas';
import { changeLanguage } from '@/lib/i18n';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { InspectionRegister } from './inspection-register';

const TOE_BOARDS = {
  he: 'לוחות רגל בכל שפה פתוחה',
  ru: 'Бортовые доски по всем открытым краям',
};
const BRACING = { he: 'חיזוקים במקומם' };

const page: Register = {
  siteName: 'מגדלי הים',
  companyName: 'אלון בנייה',
  from: '2026-05-01',
  to: '2026-05-31',
  entries: [
    {
      id: 41,
      inspectedAt: '2026-05-03 07:40',
      kind: 'scaffold',
      number: 'P-102',
      label: 'פיגום 102',
      inspectorName: 'דנה לוי',
      externalInspector: '',
      outcome: 'closed',
      closedReason: 'failed_items',
      failedItems: [TOE_BOARDS, BRACING],
      note: 'חסר לוח',
      signatureFileId: 'signature-0123456789',
      correctsId: null,
    },
  ],
};

const range = { siteId: 3, from: '2026-05-01', to: '2026-05-31' };

describe('the failed lines of the register', () => {
  setUpScreenTest(['inspections'], 'ru');

  it('are read in the reader’s language on the screen and printed in Hebrew', async () => {
    stubFetch({ 'GET /api/inspections/register': { body: page } });
    renderWithClient(<InspectionRegister {...range} />);
    const shown = await screen.findByText(TOE_BOARDS.ru);
    expect(shown.getAttribute('lang')).toBe('ru');
    expect(shown.closest('.print\\:hidden')).toBeTruthy();
    // A line without Russian falls back to its Hebrew, marked as Hebrew.
    expect(screen.getByText(BRACING.he).getAttribute('dir')).toBe('rtl');
    const printed = screen.getByText(`${TOE_BOARDS.he}; ${BRACING.he}`);
    expect(printed.className).toBe('hidden print:inline');
    expect(printed.getAttribute('lang')).toBe('he');
  });

  it('are written once, in Hebrew, for a Hebrew reader', async () => {
    await changeLanguage('he');
    stubFetch({ 'GET /api/inspections/register': { body: page } });
    renderWithClient(<InspectionRegister {...range} />);
    const cell = await screen.findByText(`${TOE_BOARDS.he}; ${BRACING.he}`);
    expect(cell.tagName).toBe('TD');
    expect(screen.queryByText(TOE_BOARDS.ru)).toBeNull();
  });
});
