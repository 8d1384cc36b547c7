import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  INITIAL_NAMESPACES,
  directionOf,
  isLanguage,
  type Language,
} from '@shared/i18n/languages';
import { byCatalog } from './catalog-modules';
import { loadScriptFont } from './script-fonts';

/** localStorage key of the language the user picked; other screens read it too. */
export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';

// One lazy chunk per catalog file, so a phone downloads only the language it shows.
const catalogs = byCatalog(
  import.meta.glob<ResourceKey>('@shared/i18n/locales/*/*.json', { import: 'default' }),
);

function catalogOf(language: string, namespace: string) {
  return catalogs.get(`${language}/${namespace}`);
}

const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = catalogOf(language, namespace);
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** The `lang` query parameter, then the saved choice, then Hebrew. */
export function detectLanguage(search: string = window.location.search): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const saved = readSavedLanguage();
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LANGUAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, embedded browsers); the language still works.
    return null;
  }
}

function applyToDocument(language: string) {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  void loadScriptFont(language);
}

/** Starts downloading catalogs now; i18next's read of them later finds the modules loaded. */
function startDownloads(language: string, namespaces: readonly string[]) {
  for (const namespace of namespaces) {
    // A catalog that fails here fails again in i18next's own read, which reports it.
    catalogOf(language, namespace)?.().catch(() => undefined);
  }
}

let initialization: Promise<unknown> | undefined;

/** Starts i18next once, in the detected language; later calls return the same promise. */
export function initI18n(): Promise<unknown> {
  if (initialization) return initialization;
  const language = detectLanguage();
  // i18next reads its first catalogs only after a timer; they download from this moment instead.
  startDownloads(language, INITIAL_NAMESPACES);
  initialization = i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      // Every catalog is complete (scripts/i18n-check.ts), so a fallback language would only
      // make a phone download Hebrew next to the language it shows. Unknown codes never get
      // here: detectLanguage turns them into Hebrew.
      fallbackLng: false,
      load: 'currentOnly',
      lowerCaseLng: true,
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    })
    .then(() => {
      applyToDocument(i18next.language);
      i18next.on('languageChanged', applyToDocument);
    });
  return initialization;
}

/**
 * Loads a screen's namespaces. Their catalogs start downloading at once, beside i18next's own
 * start rather than after it (a worker's phone waits one round trip less), and i18next then
 * reads them from the modules already loaded.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<unknown> {
  startDownloads(i18next.isInitialized ? i18next.language : detectLanguage(), namespaces);
  return initI18n().then(() => i18next.loadNamespaces([...namespaces]));
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, language);
  } catch {
    // Not saved, but the switch itself must still happen.
  }
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
