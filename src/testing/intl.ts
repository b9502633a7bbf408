import { createIntl } from 'react-intl';
import spanishMessages from '../i18n/messages/es.json';

/** An English page: the messages' own English, as the app shows it. */
export const englishIntl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

/** A Spanish page with the site's Spanish catalogue, for tests that call a formatter without rendering. */
export const spanishIntl = createIntl({ locale: 'es', defaultLocale: 'en-US', messages: spanishMessages });
