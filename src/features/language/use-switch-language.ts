import { useCallback } from 'react';
import { useGetShownLocale } from '../../i18n/shown-locale';
import type { Locale } from '../../i18n/locales';
import { switchLanguage, type LanguageSwitchOutcome } from './switch-language';

/** Switches the page to `locale` as SPEC §4 describes (loading state, polling, 5 s give-up). */
export function useSwitchLanguage(): (locale: Locale) => Promise<LanguageSwitchOutcome> {
  const getShownLocale = useGetShownLocale();
  return useCallback((locale: Locale) => switchLanguage(locale, getShownLocale), [getShownLocale]);
}
