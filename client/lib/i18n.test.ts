import arCommon from '@shared/i18n/locales/ar/common.json';
import enCommon from '@shared/i18n/locales/en/common.json';
import heCommon from '@shared/i18n/locales/he/common.json';
import zhTwWorker from '@shared/i18n/locales/zh-tw/worker.json';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SELECTED_LANGUAGE_KEY,
  changeLanguage,
  detectLanguage,
  i18n,
  initI18n,
  loadNamespaces,
} from './i18n';

describe('i18n', () => {
  beforeAll(initI18n);

  it('starts in Hebrew, right to left, without downloading other languages', () => {
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('appName')).toBe(heCommon.appName);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('switches he -> en -> ar, turning the page direction and saving the choice', async () => {
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('notFound.title')).toBe(enCommon.notFound.title);
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('en');

    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('notFound.title')).toBe(arCommon.notFound.title);
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('ar');
  });

  it('keeps two-part codes such as zh-tw as they are', async () => {
    await changeLanguage('zh-tw');
    expect(i18n.language).toBe('zh-tw');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("loads a screen's namespaces in the language shown", async () => {
    await loadNamespaces(['worker']);
    expect(i18n.t('selectLanguage', { ns: 'worker' })).toBe(zhTwWorker.selectLanguage);
    expect(i18n.hasResourceBundle('he', 'worker')).toBe(false);
  });
});

describe('detectLanguage', () => {
  it('prefers the lang query parameter, then the saved choice, then Hebrew', () => {
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'en');
    expect(detectLanguage('?code=ABC&lang=ru')).toBe('ru');
    expect(detectLanguage('?code=ABC')).toBe('en');

    window.localStorage.removeItem(SELECTED_LANGUAGE_KEY);
    expect(detectLanguage('')).toBe('he');
  });

  it('ignores languages the product does not offer', () => {
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'fr');
    expect(detectLanguage('?lang=de')).toBe('he');
  });
});
