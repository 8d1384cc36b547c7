import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

const PAGE_TITLE = 'כניסה לאתר';

afterEach(() => {
  document.title = PAGE_TITLE;
});

describe('the document title', () => {
  it('names the tab while the screen is shown and gives the name back when it goes', async () => {
    document.title = PAGE_TITLE;
    const { rerender, unmount } = render(<DocumentTitle title="הדף לא נמצא" />);
    await expect.poll(() => document.title).toBe('הדף לא נמצא');
    // The element itself renders nothing: a <title> in the body would be ignored by the browser.
    expect(document.body.querySelector('title')).toBeNull();

    rerender(<DocumentTitle title="כניסת צוות" />);
    await expect.poll(() => document.title).toBe('כניסת צוות');

    unmount();
    expect(document.title).toBe(PAGE_TITLE);
  });
});
