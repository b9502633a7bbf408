import type { MessageFormatElement } from 'react-intl';
import english from 'virtual:compiled-messages/en-US';
import type { Locale } from './locales';

/** Messages by id, pre-compiled to ICU ASTs (react-intl formats them without its parser). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * English is the default language and ships in the entry chunk: most visitors need it before anything
 * renders, and nothing can render without it now that messages are pre-compiled. At 372 messages it
 * is about 5 KB brotli, which the first page would load anyway, while a chunk of its own would add a
 * round trip after the entry has run. Every other language loads on demand as its own chunk.
 */
export const DEFAULT_MESSAGES: CompiledMessages = english;

const loaders: Record<Locale, () => Promise<CompiledMessages>> = {
  'en-US': () => Promise.resolve(english),
  es: async () => (await import('virtual:compiled-messages/es')).default,
};

export const loadMessages = (locale: Locale): Promise<CompiledMessages> => loaders[locale]();
