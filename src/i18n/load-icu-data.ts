import { FORMATTING_LOCALES, SUPPORTED_LOCALES } from './locales';

/**
 * The browser loads ICU's locale data on the first `Intl` call of the page, whichever API it is.
 * Called in a task of its own at start-up, that cost no longer lengthens the first render's task.
 */
export function loadIcuData(): void {
  Intl.NumberFormat.supportedLocalesOf(SUPPORTED_LOCALES.map((locale) => FORMATTING_LOCALES[locale]));
}
