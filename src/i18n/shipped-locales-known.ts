import { FORMATTING_LOCALES } from './locales';

type LocaleListing = Pick<typeof Intl.NumberFormat, 'supportedLocalesOf'>;

/**
 * Has `supportedLocalesOf` answer for the locales this site ships without asking the browser.
 *
 * react-intl asks `Intl.NumberFormat.supportedLocalesOf` (then DateTimeFormat's) for the page's
 * locale when it starts, and intl-messageformat asks again for every message. The first such
 * question in a page makes the browser build its list of every locale it can format numbers and
 * dates in: 30–50 ms of CPU on a desktop, several times that on a phone, in one task that cannot
 * be split, while the page starts. For the locales the site formats in (`en-US`, `es-US`) the answer is the locale itself in every
 * browser, so it is given at once; any other question (another locale, a list, options) still goes
 * to the browser. Formatting a number or a date still pays that cost, on the pages that do.
 */
export function answerSupportedLocalesForShippedLocales(listings: LocaleListing[]): void {
  const shipped = new Set<string>(Object.values(FORMATTING_LOCALES));
  for (const listing of listings) {
    const native = listing.supportedLocalesOf.bind(listing);
    listing.supportedLocalesOf = (locales, options) =>
      typeof locales === 'string' && shipped.has(locales) && options === undefined
        ? [locales]
        : native(locales, options);
  }
}
