import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './load-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

interface I18nProviderProps {
  locale?: Locale;
  children: ReactNode;
}

/** Provides react-intl for a locale, loading its messages first and keeping `<html lang>` right. */
export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: DEFAULT_LOCALE,
    messages: {},
  });

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => {
        if (!cancelled) setLoaded({ locale, messages });
      })
      // A language that fails to load leaves the page in the language it already had.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}
