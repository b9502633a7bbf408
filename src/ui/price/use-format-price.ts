import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** SPEC §9: prices are US dollars with 2 decimals. */
const CURRENCY = 'USD';

/**
 * Formats an amount in dollars for the current language ("$1,234.50" in English and in Spanish,
 * src/i18n/locales.ts), for places that need the text itself, such as a button label.
 */
export function useFormatPrice(): (amount: number) => string {
  const intl = useIntl();
  return useCallback(
    (amount: number) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [intl],
  );
}
