import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heManage from '@shared/i18n/locales/he/manage.json';
import heValidation from '@shared/i18n/locales/he/validation.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { stubXhr } from '../../../../test/fake-xhr';
import { managedSiteFixture } from '../../../../test/managed-site-fixture';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import { stubFetch } from '../../../../test/stub-fetch';
import { PageSettingsForm } from './page-settings-form';

const site = managedSiteFixture({ safetyRegulations: { he: 'כלל ראשון' } });
const SAVE = 'PUT /api/sites/7/page-settings';

setUpScreenTest(['manage', 'validation'], 'he');

describe('the entry page settings', () => {
  it('refuses a required video without a video and a bad colour, before calling the server', async () => {
    stubFetch({});
    const events = userEvent.setup();
    renderWithClient(<PageSettingsForm site={site} />);
    await events.type(screen.getByLabelText(heManage.pageSettings.headerColor), 'blue');
    await events.click(
      screen.getByRole('checkbox', { name: heManage.pageSettings.hasSafetyVideo }),
    );
    await events.click(screen.getByRole('button', { name: heManage.pageSettings.save }));
    expect(screen.getByText(heValidation.color)).toBeTruthy();
    expect(screen.getByText(heValidation.videoRequired)).toBeTruthy();
    expect(sentBodies(SAVE)).toHaveLength(0);
  });

  it('uploads a safety video, uses its address, and saves the header', async () => {
    stubFetch({ [SAVE]: { body: site } });
    stubXhr(() => ({
      status: 201,
      body: {
        id: 'vid1',
        url: '/api/media/vid1',
        kind: 'video',
        fileName: 'v.mp4',
        contentType: 'video/mp4',
        size: 9,
      },
    }));
    const events = userEvent.setup();
    renderWithClient(<PageSettingsForm site={site} />);
    await events.type(screen.getByLabelText(heManage.pageSettings.headerTitle), 'ברוכים הבאים');
    await events.click(
      screen.getByRole('checkbox', { name: heManage.pageSettings.hasSafetyVideo }),
    );
    const video = new File([new Uint8Array([0, 0, 0, 24])], 'safety.mp4', { type: 'video/mp4' });
    await events.upload(screen.getByLabelText(heManage.media.uploadVideo), video);
    await waitFor(() =>
      expect(
        (screen.getByLabelText(heManage.pageSettings.videoUrl) as HTMLInputElement).value,
      ).toBe('/api/media/vid1'),
    );
    await events.click(screen.getByRole('button', { name: heManage.pageSettings.save }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    expect(sentBodies(SAVE)[0]).toMatchObject({
      headerTitle: { he: 'ברוכים הבאים' },
      hasSafetyVideo: true,
      videoUrl: '/api/media/vid1',
      safetyRegulations: { he: 'כלל ראשון' },
    });
    expect(await screen.findByText(heManage.pageSettings.saved)).toBeTruthy();
  });

  it('translates the site name and the header beside the Hebrew, and refuses markup', async () => {
    stubFetch({ [SAVE]: { body: site } });
    const events = userEvent.setup();
    renderWithClient(<PageSettingsForm site={site} />);
    await events.selectOptions(screen.getByLabelText(heManage.translation.translateTo), 'ru');
    const inRussian = (label: string) =>
      screen.getByLabelText(
        heManage.translation.inLanguage
          .replace('{{label}}', label)
          .replace('{{language}}', 'Русский'),
      );
    const russianTitle = inRussian(heManage.pageSettings.headerTitle);
    expect(russianTitle.getAttribute('lang')).toBe('ru');
    expect(russianTitle.getAttribute('dir')).toBe('ltr');
    await events.type(inRussian(heManage.translation.siteName), 'Парковые башни');
    await events.type(russianTitle, '<b>Добро пожаловать</b>');
    await events.click(screen.getByRole('button', { name: heManage.pageSettings.save }));
    expect(screen.getByText(heValidation.markupNotAllowed)).toBeTruthy();
    expect(sentBodies(SAVE)).toHaveLength(0);

    await events.clear(russianTitle);
    await events.type(russianTitle, 'Добро пожаловать');
    await events.click(screen.getByRole('button', { name: heManage.pageSettings.save }));
    await waitFor(() => expect(sentBodies(SAVE)).toHaveLength(1));
    expect(sentBodies(SAVE)[0]).toMatchObject({
      headerTitle: { he: '', ru: 'Добро пожаловать' },
      nameTranslations: { ru: 'Парковые башни' },
    });
  });
});
