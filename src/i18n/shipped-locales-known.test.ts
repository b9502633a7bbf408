import { describe, expect, it, vi } from 'vitest';
import { FORMATTING_LOCALES } from './locales';
import { answerSupportedLocalesForShippedLocales } from './shipped-locales-known';

const browserListing = () => {
  const supportedLocalesOf = vi.fn(
    (locales: string | readonly string[], options?: Intl.NumberFormatOptions) =>
      Intl.NumberFormat.supportedLocalesOf(locales, options),
  );
  return { supportedLocalesOf };
};

describe('answerSupportedLocalesForShippedLocales', () => {
  it.each(Object.values(FORMATTING_LOCALES))(
    'answers %s without asking the browser, as the browser would',
    (locale) => {
      const listing = browserListing();
      const asked = listing.supportedLocalesOf;
      answerSupportedLocalesForShippedLocales([listing]);

      expect(listing.supportedLocalesOf(locale)).toEqual(Intl.NumberFormat.supportedLocalesOf(locale));
      expect(Intl.DateTimeFormat.supportedLocalesOf(locale)).toEqual([locale]);
      expect(asked).not.toHaveBeenCalled();
    },
  );

  it('asks the browser about any other locale, a list of locales, or a question with options', () => {
    const listing = browserListing();
    const asked = listing.supportedLocalesOf;
    answerSupportedLocalesForShippedLocales([listing]);

    expect(listing.supportedLocalesOf('fr-CA')).toEqual(['fr-CA']);
    expect(listing.supportedLocalesOf(['es', 'en-US'])).toEqual(['es', 'en-US']);
    expect(listing.supportedLocalesOf('es', { localeMatcher: 'lookup' })).toEqual(['es']);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('patches every listing it is given, each with its own answer', () => {
    const numbers = browserListing();
    const dates = browserListing();
    const askedNumbers = numbers.supportedLocalesOf;
    const askedDates = dates.supportedLocalesOf;
    answerSupportedLocalesForShippedLocales([numbers, dates]);

    expect(dates.supportedLocalesOf('es-US')).toEqual(['es-US']);
    expect(numbers.supportedLocalesOf('de')).toEqual(['de']);
    expect(askedDates).not.toHaveBeenCalled();
    expect(askedNumbers).toHaveBeenCalledWith('de', undefined);
  });
});
