import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf } from '@shared/i18n/languages';
import type { PublicTag } from '@shared/schemas/inspection.schemas';
import { changeLanguage, i18n } from '@/lib/i18n';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { renderWithClient } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { TagScreen } from './tag-screen';

const TOKEN = '0123456789abcdef0123456789abcdef';

const failedLine = {
  he: 'לוחות רגל בכל שפה פתוחה',
  ru: 'Бортовые доски по всем открытым краям',
};

const closedScaffold: PublicTag = {
  kind: 'scaffold',
  number: 'P-102',
  label: { he: 'פיגום 102', en: 'Scaffold 102' },
  companyName: 'אלון בנייה',
  fitness: {
    state: 'closed',
    fitUntil: null,
    reason: null,
    lastInspectedOn: '2026-05-01',
    closedReason: 'failed_items',
  },
  failedItems: [failedLine],
};

describe('the tag of a closed scaffold, opened without signing in', () => {
  setUpScreenTest(['inspections'], 'he');

  it.each(LANGUAGES)('says it is closed and why in %s, in that direction', async (language) => {
    const calls = stubFetch({
      [`GET /api/inspections/tags/${TOKEN}`]: { body: closedScaffold },
    });
    await changeLanguage(language);
    await i18n.loadNamespaces('inspections');
    const { container } = renderWithClient(<TagScreen token={TOKEN} signedIn={false} />);
    const t = i18n.getFixedT(language, 'inspections');
    expect(await screen.findByText(t('state.closed'))).toBeTruthy();
    expect(screen.getByText(t('closedReason.failed_items'))).toBeTruthy();
    // The failed line in the reader's language where it has one, else in Hebrew, marked so.
    const line = screen.getByRole('listitem');
    expect(line.textContent).toBe(language === 'ru' ? failedLine.ru : failedLine.he);
    expect(line.getAttribute('lang')).toBe(language === 'ru' ? 'ru' : 'he');
    expect(document.documentElement.dir).toBe(directionOf(language));
    expect(screen.queryByText(t('tag.inspectNow'))).toBeNull();
    expect(container.textContent).not.toMatch(/Demo|Admin|equipmentId/);
    // Nobody is signed in, so the staff part of the tag is not even asked for.
    expect(calls).not.toContain(`GET /api/inspections/tags/${TOKEN}/staff`);
  });
});
