import type { QueryKey } from '@tanstack/react-query';
import type { Locale } from '../i18n/locales';

/**
 * The server answers menu texts (and wallet offers) in the call's `Accept-Language` (the contract's
 * "Language"), so such a call is keyed by its language as well as its address: switching language asks again, and
 * switching back finds the first language still cached. The call names the language it is keyed
 * by, so a switch while it is in flight cannot store one language's answer under the other's key.
 */
export function inLanguage<Key extends QueryKey>(key: Key, language: Locale) {
  return {
    queryKey: [...key, { language }] as const,
    request: { headers: { 'Accept-Language': language } },
  };
}
