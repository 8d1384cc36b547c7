import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import enAccessibility from '@shared/i18n/locales/en/accessibility.json';
import heAccessibility from '@shared/i18n/locales/he/accessibility.json';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { findText } from '../../lib/catalog';

let withContact: TestApp;
let withoutContact: TestApp;

beforeAll(async () => {
  withContact = await buildTestApp({
    accessibilityContact: {
      name: 'Miriam Cohen',
      email: 'access@builder.example',
      phone: '03-555 1234',
    },
  });
  withoutContact = await buildTestApp();
});

afterAll(async () => {
  await withContact.close();
  await withoutContact.close();
});

const page = async (app: TestApp, url: string) => {
  const response = await app.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the accessibility statement', () => {
  it('states the standard, what is and is not accessible, the last check and the named contact', async () => {
    const html = await page(withContact, '/accessibility');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain(heAccessibility.standard.text.replace(/"/g, '&quot;'));
    expect(html).toContain(heAccessibility.accessible.alternatives);
    expect(html).toContain(heAccessibility.accessible.keyboard);
    expect(html).toContain(heAccessibility.accessible.zoom);
    expect(html).toContain(heAccessibility.limits.siteContent);
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">/);
    expect(html).toContain('Miriam Cohen');
    expect(html).toContain('href="mailto:access@builder.example"');
    expect(html).toContain('href="tel:035551234"');
  });

  it('is written in each of the nine languages, in the language’s direction', async () => {
    for (const language of LANGUAGES) {
      const html = await page(withContact, `/accessibility?lang=${language}`);
      const dir = language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
      expect(html).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(html).toContain(
        `<h1 class="text-3xl leading-tight font-extrabold text-blue-950">${findText(language, 'common', 'accessibilityStatement')}</h1>`,
      );
      // Its footer offers it in the nine languages, which no other public page speaks.
      expect(html).toContain('href="/accessibility?lang=zh-tw"');
    }
  });

  it('points to the contact form when the operator has named nobody', async () => {
    const html = await page(withoutContact, '/accessibility?lang=en');
    expect(html).toContain(
      `href="/?lang=en#contact" class="text-blue-900 underline">${enAccessibility.contact.missing}</a>`,
    );
    expect(html).not.toContain('mailto:');
  });

  it('is linked from the footer of every public page and listed in the sitemap', async () => {
    for (const url of ['/', '/blog?lang=en', '/no/such/page']) {
      const response = await withContact.app.inject({ method: 'GET', url });
      const expected = url.includes('lang=en') ? '/accessibility?lang=en' : '/accessibility';
      expect(response.body).toContain(`href="${expected}"`);
    }
    const sitemap = await page(withContact, '/sitemap.xml');
    expect(sitemap).toContain('/accessibility?lang=hi</loc>');
  });
});
