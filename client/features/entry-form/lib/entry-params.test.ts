import { describe, expect, it } from 'vitest';
import { readEntryParams } from './entry-params';

const read = (query: string, pathSiteId?: string, saved: string | null = null) =>
  readEntryParams(new URLSearchParams(query), pathSiteId, saved);

describe('readEntryParams', () => {
  it('reads code, siteId, lang and preview from the query', () => {
    expect(read('?code=DEMO&siteId=7&lang=ru&preview=1')).toEqual({
      code: 'DEMO',
      siteId: 7,
      language: 'ru',
      isPreview: true,
      previewParam: '1',
    });
  });

  it('takes the site id from a path segment only when it is all digits', () => {
    expect(read('?lang=he', '12').siteId).toBe(12);
    expect(read('?lang=he', '12abc').siteId).toBeNull();
    expect(read('?lang=he&siteId=3', '12').siteId).toBe(3);
  });

  it('falls back to the saved language, and to none when neither is a worker language', () => {
    expect(read('?code=DEMO', undefined, 'ar').language).toBe('ar');
    expect(read('?code=DEMO&lang=fr', undefined, 'en').language).toBe('en');
    expect(read('?code=DEMO&lang=fr', undefined, 'de').language).toBeNull();
  });

  it('is not a preview without the parameter or with 0', () => {
    expect(read('?code=DEMO').isPreview).toBe(false);
    expect(read('?code=DEMO&preview=0').isPreview).toBe(false);
  });
});
