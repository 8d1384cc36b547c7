import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { changeLanguage, i18n, initI18n } from '../client/lib/i18n';

/**
 * The set-up of a screen test: the catalogs it reads loaded once, each test in `language`, and
 * the stubbed fetch (or other global) taken away after each test.
 */
export function setUpScreenTest(namespaces: readonly string[], language: Language) {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces([...namespaces]);
  });
  beforeEach(() => changeLanguage(language));
  afterEach(() => vi.unstubAllGlobals());
}
