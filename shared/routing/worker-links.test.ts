import { describe, expect, it } from 'vitest';
import { languageScreenLink, workerFormLink } from './worker-links';

describe('languageScreenLink', () => {
  it('sends the code, else the site id, and keeps preview only when it was given', () => {
    expect(languageScreenLink({ code: 'DEMO', siteId: 7 })).toBe('/worker/language?code=DEMO');
    expect(languageScreenLink({ code: null, siteId: 42 })).toBe('/worker/language?siteId=42');
    expect(languageScreenLink({ code: 'DEMO', siteId: null }, '1')).toBe(
      '/worker/language?code=DEMO&preview=1',
    );
    expect(languageScreenLink({ code: null, siteId: null })).toBe('/worker/language');
  });
});

describe('workerFormLink', () => {
  it('carries code, site id, language and preview, each only when present', () => {
    expect(workerFormLink({ code: 'DEMO', siteId: null }, 'zh-tw')).toBe(
      '/worker/form?code=DEMO&lang=zh-tw',
    );
    expect(workerFormLink({ code: null, siteId: 12 }, 'he', 'true')).toBe(
      '/worker/form?siteId=12&lang=he&preview=true',
    );
  });
});
