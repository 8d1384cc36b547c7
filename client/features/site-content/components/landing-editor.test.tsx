import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heContent from '@shared/i18n/locales/he/site-content.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { pageFieldKeys, type LandingSections } from '@shared/schemas/landing-sections.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { i18n, initI18n } from '@/lib/i18n';
import { LandingEditor } from './landing-editor';

function sectionsOf(
  page: LandingSections['page'],
  language: LandingSections['language'],
  headline: { draft: string | null; published: string | null },
): LandingSections {
  const fields = pageFieldKeys(page).map((key) => ({
    key,
    builtIn: `${key} built in ${language}`,
    draft: null,
    published: null,
    ...(key === 'headline' ? headline : {}),
  }));
  return { page, language, fields, unpublished: headline.draft !== headline.published };
}

const path = '/api/site-content/landings/scaffolding/en';

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces(['site-content', 'validation']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the landing pages’ texts', () => {
  it('rewrites a page’s headline in English and publishes it, refusing markup first', async () => {
    const calls = stubFetch({
      'GET /api/site-content/landings/entry/he': {
        body: sectionsOf('entry', 'he', { draft: null, published: null }),
      },
      [`GET ${path}`]: { body: sectionsOf('scaffolding', 'en', { draft: null, published: null }) },
      [`PUT ${path}`]: {
        body: sectionsOf('scaffolding', 'en', { draft: 'Every scaffold', published: null }),
      },
      [`POST ${path}/publish`]: {
        body: sectionsOf('scaffolding', 'en', {
          draft: 'Every scaffold',
          published: 'Every scaffold',
        }),
      },
    });
    renderWithClient(<LandingEditor />);
    const user = userEvent.setup();

    await screen.findByDisplayValue('headline built in he');
    await user.selectOptions(screen.getByLabelText(heContent.landings.page), 'scaffolding');
    await user.selectOptions(screen.getByLabelText(heContent.landings.language), 'en');
    const headline = await screen.findByDisplayValue('headline built in en');
    expect(screen.getByLabelText(heContent.landings.fields.headline)).toBe(headline);
    expect(
      screen.getByRole('link', { name: heContent.landings.preview }).getAttribute('href'),
    ).toBe(`${path}/preview`);

    await user.clear(headline);
    await user.type(headline, '<b>Every scaffold</b>');
    await user.click(screen.getByRole('button', { name: heContent.landings.publish }));
    await screen.findByText(heValidation.markupNotAllowed);
    expect(calls).not.toContain(`PUT ${path}`);

    await user.clear(headline);
    await user.type(headline, 'Every scaffold');
    await user.click(screen.getByRole('button', { name: heContent.landings.publish }));
    await screen.findByText(heContent.landings.published);
    const [sent] = sentBodies(`PUT ${path}`) as { texts: Record<string, string> }[];
    expect(sent!.texts.headline).toBe('Every scaffold');
    expect(sent!.texts.pricing).toBe('pricing built in en');
    expect(calls).toContain(`POST ${path}/publish`);
  });

  it('restores an earlier version into the draft and shows it in the form', async () => {
    const entry = '/api/site-content/landings/entry/he';
    const calls = stubFetch({
      [`GET ${entry}`]: { body: sectionsOf('entry', 'he', { draft: 'Newer', published: 'Newer' }) },
      [`GET ${entry}/revisions`]: {
        body: {
          revisions: [
            {
              id: 2,
              createdAt: '2026-11-20T10:00:00.000Z',
              texts: { headline: 'Newer' },
              changed: ['headline'],
            },
            { id: 1, createdAt: '2026-11-19T10:00:00.000Z', texts: {}, changed: [] },
          ],
        },
      },
      [`POST ${entry}/revisions/1/restore`]: {
        body: sectionsOf('entry', 'he', { draft: null, published: 'Newer' }),
      },
    });
    renderWithClient(<LandingEditor />);
    const user = userEvent.setup();

    await screen.findByDisplayValue('Newer');
    const history = await screen.findByRole('region', { name: heContent.revisions.title });
    const [newest, builtIn] = within(history).getAllByRole('listitem');
    expect(newest!.textContent).toContain(heContent.landings.fields.headline);
    expect(builtIn!.textContent).toContain(heContent.landings.builtInTexts);

    await user.click(within(builtIn!).getByRole('button', { name: heContent.revisions.restore }));
    await screen.findByText(heContent.landings.restored);
    expect(screen.getByLabelText(heContent.landings.fields.headline)).toHaveProperty(
      'value',
      'headline built in he',
    );
    expect(screen.getByText(heContent.landings.unpublished)).toBeTruthy();
    expect(calls).toContain(`POST ${entry}/revisions/1/restore`);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('edits the systems guide’s texts, each system’s under its name', async () => {
    const guide = '/api/site-content/landings/guide/he';
    stubFetch({
      'GET /api/site-content/landings/entry/he': {
        body: sectionsOf('entry', 'he', { draft: null, published: null }),
      },
      [`GET ${guide}`]: { body: sectionsOf('guide', 'he', { draft: null, published: null }) },
      [`PUT ${guide}`]: {
        body: sectionsOf('guide', 'he', { draft: 'מה מתאים לכם', published: null }),
      },
    });
    renderWithClient(<LandingEditor />);
    const user = userEvent.setup();

    await screen.findByDisplayValue('headline built in he');
    await user.selectOptions(screen.getByLabelText(heContent.landings.page), 'guide');
    const forWhom = await screen.findByLabelText(
      heContent.landings.guideFields.forWhom.replace(
        '{{system}}',
        heContent.landings.pages.scaffolding,
      ),
    );
    expect(screen.queryByLabelText(heContent.landings.fields.pricing)).toBeNull();
    await user.clear(forWhom);
    await user.type(forWhom, 'קבלני פיגומים');
    await user.click(screen.getByRole('button', { name: heContent.landings.save }));
    await screen.findByText(heContent.landings.saved);
    const [sent] = sentBodies(`PUT ${guide}`) as { texts: Record<string, string> }[];
    expect(sent!.texts['systems.scaffolding.forWhom']).toBe('קבלני פיגומים');
    expect(Object.keys(sent!.texts)).not.toContain('pricing');
  });
});
