import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_MESSAGES, loadMessages, type CompiledMessages } from './load-messages';
import { DEFAULT_LOCALE, FORMATTING_LOCALES, type Locale } from './locales';
import { ShownLocaleContext } from './shown-locale';

interface I18nProviderProps {
  /** The language the visitor wants; the page keeps showing the previous one until this one has loaded. */
  locale: Locale;
  children: ReactNode;
}

interface ShownLanguage {
  locale: Locale;
  messages: CompiledMessages;
}

const english: ShownLanguage = { locale: DEFAULT_LOCALE, messages: DEFAULT_MESSAGES };

/**
 * react-intl for the wanted language. Messages are pre-compiled, so nothing renders before the first
 * language has loaded (English is there at once); after that a switch keeps the page in the language it
 * shows until the new messages arrive. `<html lang>` always names the language shown.
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const [shown, setShown] = useState<ShownLanguage | undefined>(() =>
    locale === DEFAULT_LOCALE ? english : undefined,
  );
  const shownLocale = shown?.locale;

  useEffect(() => {
    if (shownLocale === locale) return;
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => {
        if (!cancelled) setShown({ locale, messages });
      },
      // A language that fails to load leaves the page as it is, or in English on a first visit.
      () => {
        if (!cancelled) setShown((current) => current ?? english);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, shownLocale]);

  const shownLocaleRef = useRef(shownLocale);
  useLayoutEffect(() => {
    shownLocaleRef.current = shownLocale;
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);
  const getShownLocale = useCallback(() => shownLocaleRef.current, []);

  if (!shown) return null;
  return (
    <ShownLocaleContext value={getShownLocale}>
      <IntlProvider
        locale={FORMATTING_LOCALES[shown.locale]}
        messages={shown.messages}
        defaultLocale={DEFAULT_LOCALE}
      >
        {children}
      </IntlProvider>
    </ShownLocaleContext>
  );
}
