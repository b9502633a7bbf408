import { FORMATTING_LOCALES } from './locales';

/**
 * Runs in a worker (see `warmFormattingDataOffMainThread`): formats a price, a date and a plural in
 * each locale the site formats in, so that the browser loads its number and date formatting data here, then
 * ends.
 */
export function warmFormattingData(): void {
  for (const locale of Object.values(FORMATTING_LOCALES)) {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'America/New_York' }).format(0);
    new Intl.PluralRules(locale).select(1);
  }
}

warmFormattingData();
self.close();
