/** SPEC §1/§9: English (en-US) is the default; Spanish (es) is the other language. */
export const SUPPORTED_LOCALES = ['en-US', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * The locale each language formats numbers, prices, dates and times in. The restaurants and their
 * customers are in the US, so Spanish keeps US conventions, as US sites in Spanish do: "$1,234.50"
 * and "8:07 p.m." (plain `es` gives Spain's "1234,50 US$" and "20:07").
 */
export const FORMATTING_LOCALES: Record<Locale, string> = { 'en-US': 'en-US', es: 'es-US' };

/** Accepts the forms people and links use (`es`, `es-MX`, `en`, `EN-us`) and maps them to a supported locale. */
export const toSupportedLocale = (value: string | null | undefined): Locale | undefined => {
  const lower = value?.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === 'es' || lower.startsWith('es-')) return 'es';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return undefined;
};

/**
 * Each language's name in that language, with the tag for its `lang` attribute: a language toggle
 * shows them the same way in every language, so that a reader can find their own.
 */
export const LANGUAGE_NAMES: Record<Locale, { name: string; lang: string }> = {
  'en-US': { name: 'English', lang: 'en' },
  es: { name: 'Español', lang: 'es' },
};

/** SPEC §4/§9 "Language switch": check every 100 ms whether the new language shows; give up after 5 s. */
export const LANGUAGE_POLL_INTERVAL_MS = 100;
export const LANGUAGE_SWITCH_TIMEOUT_MS = 5000;
