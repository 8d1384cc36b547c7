import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heContent from '@shared/i18n/locales/he/site-content.json';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithClient, sentBodies } from '../../../../test/render-client';
import heErrors from '@shared/i18n/locales/he/errors.json';
import { stubXhr } from '../../../../test/fake-xhr';
import { stubFetch } from '../../../../test/stub-fetch';
import { i18n, initI18n } from '@/lib/i18n';
import { SystemPagesScreen } from './system-pages-screen';

const saved = {
  id: 4,
  slug: 'safety-week',
  status: 'published',
  publishAt: '2026-01-01T08:00:00.000Z',
  removed: false,
  updatedAt: '2026-01-01T08:00:00.000Z',
  titles: { he: 'שבוע הבטיחות', en: 'Safety week' },
  texts: [
    { language: 'he', title: 'שבוע הבטיחות', summary: '', body: 'גוף' },
    { language: 'en', title: 'Safety week', summary: '', body: 'Body' },
  ],
};

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces(['site-content', 'validation']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the owner’s blog posts', () => {
  it('writes a post in Hebrew and English, previews it and publishes it', async () => {
    const calls = stubFetch({
      'GET /api/site-content/posts': { body: { posts: [] } },
      'POST /api/site-content/preview': { body: { html: '<p><strong>גוף</strong></p>' } },
      'POST /api/site-content/posts': { status: 201, body: saved },
      'GET /api/site-content/posts/4': { body: saved },
      'GET /api/site-content/posts/4/revisions': { body: { revisions: [] } },
    });
    renderWithClient(<SystemPagesScreen />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: heContent.posts.new }));
    await user.type(screen.getByLabelText(heContent.editor.slug), 'safety-week');
    await user.selectOptions(screen.getByLabelText(heContent.editor.status), 'published');
    const [heTitle, enTitle] = screen.getAllByLabelText(heContent.editor.postTitle);
    const [heBody, enBody] = screen.getAllByLabelText(heContent.editor.body);
    await user.type(heTitle!, 'שבוע הבטיחות');
    await user.type(heBody!, '**גוף**');
    await user.type(enTitle!, 'Safety week');
    await user.type(enBody!, 'Body');

    await user.click(screen.getAllByRole('button', { name: heContent.editor.preview })[0]!);
    const preview = await screen.findByRole('region', { name: heContent.editor.previewTitle });
    expect(preview.querySelector('strong')?.textContent).toBe('גוף');
    expect(sentBodies('POST /api/site-content/preview')).toEqual([{ body: '**גוף**' }]);

    await user.click(screen.getByRole('button', { name: heContent.editor.save }));
    await screen.findByRole('heading', { name: heContent.editor.editTitle });
    // The new post keeps its editor: the confirmation and the preview stay on screen.
    expect(screen.getByText(heContent.editor.saved)).toBeTruthy();
    expect(screen.getByRole('region', { name: heContent.editor.previewTitle })).toBeTruthy();
    expect(sentBodies('POST /api/site-content/posts')).toEqual([
      {
        slug: 'safety-week',
        status: 'published',
        publishAt: null,
        texts: [
          { language: 'he', title: 'שבוע הבטיחות', summary: '', body: '**גוף**' },
          { language: 'en', title: 'Safety week', summary: '', body: 'Body' },
        ],
      },
    ]);
    expect(calls).toContain('GET /api/site-content/posts/4');
  });

  it('puts an uploaded image into the text, and says why one is refused', async () => {
    stubFetch({ 'GET /api/site-content/posts': { body: { posts: [] } } });
    const sent = stubXhr((_, index) =>
      index === 0
        ? { status: 201, body: { id: 'img1', url: '/api/media/img1', kind: 'post-image' } }
        : { status: 400, body: { code: 'FILE_NOT_IMAGE', message: 'x' } },
    );
    renderWithClient(<SystemPagesScreen />);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: heContent.posts.new }));
    const [heBody] = screen.getAllByLabelText(heContent.editor.body) as HTMLTextAreaElement[];
    await user.type(heBody!, 'פתיחה');
    const [imageInput] = screen.getAllByLabelText(heContent.editor.addImage);

    await user.upload(imageInput!, new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(heBody!.value).toBe('פתיחה\n\n![](/api/media/img1)\n'));
    expect(sent[0]!.url).toBe('/api/media?kind=post-image');

    await user.upload(imageInput!, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(heErrors.FILE_NOT_IMAGE)).toBeTruthy();
    const huge = new File([new Uint8Array(9 * 2 ** 20)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(imageInput!, huge);
    expect(
      await screen.findByText(heContent.editor.imageTooLarge.replace('{{maxMb}}', '8')),
    ).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it('asks for a proper address before calling the server', async () => {
    stubFetch({ 'GET /api/site-content/posts': { body: { posts: [] } } });
    renderWithClient(<SystemPagesScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: heContent.posts.new }));
    await user.type(screen.getByLabelText(heContent.editor.slug), 'שלום עולם');
    await user.type(screen.getAllByLabelText(heContent.editor.postTitle)[0]!, 'x');
    await user.type(screen.getAllByLabelText(heContent.editor.body)[0]!, 'y');
    await user.click(screen.getByRole('button', { name: heContent.editor.save }));
    expect(await screen.findByText(/אותיות באנגלית קטנות/)).toBeTruthy();
    expect(sentBodies('POST /api/site-content/posts')).toEqual([]);
  });
});
