import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import { LANGUAGES } from '@shared/i18n/languages';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { renderWithClient } from '../../../../test/render-client';
import { PostersScreen } from './posters-screen';

const site = (id: number, code: string, name: string, isActive = true): ManagedSite => ({
  id,
  code,
  name,
  nameTranslations: {},
  companyId: 1,
  companyName: 'אלון',
  location: 'חולון',
  locationTranslations: {},
  isActive,
  headerTitle: { he: '' },
  headerMessage: { he: '' },
  headerColor: '#0f766e',
  safetyRegulations: { he: '' },
  hasSafetyVideo: false,
  videoUrl: '',
});
const sites = [
  site(1, 'DEMO', 'מגדלי הפארק'),
  site(2, 'NORTH1', 'אתר צפון'),
  site(3, 'OLD01', 'ישן', false),
];
const ORIGIN = 'https://entry.example';

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('manage');
});
beforeEach(() => changeLanguage('he'));

const printed = () => document.querySelectorAll('[data-testid="poster-print-area"] svg');

describe('the QR posters screen', () => {
  it('shows a poster per active site, with its link, name and the nine languages', () => {
    renderWithClient(<PostersScreen sites={sites} origin={ORIGIN} />);
    const posters = screen.getAllByRole('img', { name: /שלט QR/ });
    // Each poster is shown on screen and once more in the print area.
    expect(posters.map((p) => p.getAttribute('data-qr-link'))).toEqual([
      `${ORIGIN}/DEMO`,
      `${ORIGIN}/NORTH1`,
      `${ORIGIN}/DEMO`,
      `${ORIGIN}/NORTH1`,
    ]);
    const first = posters[0]!;
    expect(first.textContent).toContain('מגדלי הפארק');
    expect(first.textContent).toContain(`${ORIGIN}/DEMO`);
    const languages = [...first.querySelectorAll('text[lang]')].map((t) => t.getAttribute('lang'));
    expect(languages).toEqual([...LANGUAGES]);
    expect(first.querySelector('text[lang="ar"]')?.getAttribute('direction')).toBe('rtl');
    expect(first.querySelector('text[lang="ru"]')?.getAttribute('direction')).toBe('ltr');
    expect(screen.queryByText('ישן (OLD01)')).toBeNull();
  });

  it('prints only the chosen sites, one poster per A4 page', async () => {
    const user = userEvent.setup();
    renderWithClient(<PostersScreen sites={sites} origin={ORIGIN} />);
    expect(printed()).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: heManage.posters.print.replace('{{count}}', '2') }),
    ).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'אתר צפון (NORTH1)' }));
    expect(printed()).toHaveLength(1);
    expect(printed()[0]!.getAttribute('data-qr-link')).toBe(`${ORIGIN}/DEMO`);
    const page = printed()[0]!.parentElement!;
    expect(page.className).toContain('h-[296mm]');
    expect(page.className).toContain('break-after-page');
  });

  it('says so when no site is active', () => {
    renderWithClient(<PostersScreen sites={[sites[2]!]} origin={ORIGIN} />);
    expect(screen.getByText(heManage.posters.noSites)).toBeTruthy();
  });
});
