/** SPEC §1/§9: English (en-US) is the default; Spanish (es) is the other language. */
export const SUPPORTED_LOCALES = ['en-US', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** Accepts the forms people and links use (`es`, `es-MX`, `en`, `EN-us`) and maps them to a supported locale. */
export const toSupportedLocale = (value: string | null | undefined): Locale | undefined => {
  const lower = value?.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === 'es' || lower.startsWith('es-')) return 'es';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return undefined;
};
