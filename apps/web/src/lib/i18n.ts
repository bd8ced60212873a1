import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = [
  'common',
  'landing',
  'auth',
  'abtest',
  'toggle',
  'credentials',
  'chat',
  'cv',
  'legal',
] as const;

/** Called once by main.tsx at start-up, in a task of its own. */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        maxParallelReads: 10,
        maxRetries: 5,
        retryTimeout: 350,
      },
      detection: {
        order: ['navigator', 'htmlTag', 'cookie', 'localStorage', 'path', 'subdomain'],
        caches: ['localStorage'],
      },
      fallbackLng: 'en',
      load: 'languageOnly',
      // Only English is catalogued (SPEC §1); without this every other browser language would fetch a 404 first.
      supportedLngs: ['en'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18n };
