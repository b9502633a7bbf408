import { createContext, useContext } from 'react';
import type { Locale } from './locales';

/**
 * Reads the language the page shows right now (undefined before the first one has loaded). A getter
 * rather than a value, so that code waiting for a language switch can poll it (SPEC §4) after the
 * component that started the switch has gone.
 */
export type GetShownLocale = () => Locale | undefined;

export const ShownLocaleContext = createContext<GetShownLocale>(() => undefined);

export const useGetShownLocale = (): GetShownLocale => useContext(ShownLocaleContext);
