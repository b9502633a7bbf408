import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** Messages by id, pre-compiled to ICU ASTs (react-intl formats them without its parser). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * English needs no catalog: it is the default language, and every message descriptor carries its
 * English text pre-compiled (scripts/vite/inline-default-messages.ts), so each page brings the
 * English it shows and the first page does not load the whole site's. Every other language loads
 * on demand as its own chunk.
 */
export const DEFAULT_MESSAGES: CompiledMessages = {};

const loaders: Record<Locale, () => Promise<CompiledMessages>> = {
  'en-US': () => Promise.resolve(DEFAULT_MESSAGES),
  es: async () => (await import('virtual:compiled-messages/es')).default,
};

export const loadMessages = (locale: Locale): Promise<CompiledMessages> => loaders[locale]();
