import { useIntl } from 'react-intl';

const primaryLanguage = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The `lang` attribute for a text the server wrote in `textLanguage` (a BCP 47 tag), shown on a
 * page in `pageLocale`: the tag when the languages differ, so a screen reader reads an untranslated
 * English name in English on a Spanish page (WCAG 3.1.2); otherwise none, as the page's `lang` holds.
 */
export function langOfText(textLanguage: string | undefined, pageLocale: string): string | undefined {
  if (!textLanguage) return undefined;
  return primaryLanguage(textLanguage) === primaryLanguage(pageLocale) ? undefined : textLanguage;
}

/** `langOfText` against the language the page shows now. */
export function useTextLang(textLanguage: string | undefined): string | undefined {
  return langOfText(textLanguage, useIntl().locale);
}
