import type { Locale } from './locales';

export type Messages = Record<string, string>;

/**
 * English renders from the `defaultMessage` in code (the source of truth); other languages load
 * on demand as their own chunk.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'es') return (await import('./messages/es.json')).default;
  return {};
}
