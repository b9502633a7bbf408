import { DEFAULT_LOCALE } from '../../../i18n/locales';

/**
 * The CMS `language` parameter for a react-intl locale: the default language (en-US) is the CMS's
 * default and is asked for by leaving the parameter out; Spanish is `es`.
 */
export function cmsLanguageOf(locale: string): string | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return locale.toLowerCase().startsWith('es') ? 'es' : undefined;
}
