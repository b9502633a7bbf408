import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES, toSupportedLocale } from '../../i18n/locales';
import { usePreferencesStore } from '../../stores';
import { useSwitchLanguage } from './use-switch-language';
import * as styles from './language-toggle.css';

const messages = defineMessages({
  label: { id: 'language.toggle.label', defaultMessage: 'Language' },
});

/**
 * English / Español (SPEC §2): one button per language, named in its own language, the one shown
 * pressed. Used by the header and the mobile menu.
 */
export function LanguageToggle() {
  const intl = useIntl();
  const shown = toSupportedLocale(intl.locale);
  // Compared with the choice rather than the language shown, so that English can call off a
  // switch to Spanish that is still loading.
  const chosen = usePreferencesStore((state) => state.language);
  const switchLanguage = useSwitchLanguage();

  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.root}>
      {SUPPORTED_LOCALES.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && (
            <span aria-hidden="true" className={styles.separator}>
              /
            </span>
          )}
          <button
            type="button"
            lang={LANGUAGE_NAMES[locale].lang}
            aria-pressed={locale === shown}
            onClick={() => {
              if (locale !== chosen) void switchLanguage(locale);
            }}
            className={styles.option}
          >
            {LANGUAGE_NAMES[locale].name}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
