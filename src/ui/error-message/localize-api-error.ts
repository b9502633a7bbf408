import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { cardDeclineMessages, CARD_DECLINED_CODE, serverCodeMessages } from './error-catalogue';
import { serverText, wordedFailure } from './worded-failure';
import { textOf, type ShownMessage } from './shown-message';

const lookup = (table: Record<string, MessageDescriptor>, key: unknown): MessageDescriptor | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

/** One item of an error body in the page's language: its code's words, else its text marked English. */
export function localizeErrorItem(item: unknown, intl: IntlShape): ShownMessage | undefined {
  if (typeof item === 'string') return item.trim() ? serverText(item, intl) : undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { message, code, reason } = item as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  const known =
    code === CARD_DECLINED_CODE ? lookup(cardDeclineMessages, reason) : lookup(serverCodeMessages, code);
  return known ? intl.formatMessage(known) : serverText(message, intl);
}

/**
 * A failed call's messages (SPEC §8) in the language shown: where the contract gives a code the
 * site words it itself, a free text stays as the server wrote it and is marked as English, and a
 * failure with no message gives its client failure's words from the catalogue.
 */
export function localizeApiError(error: unknown, intl: IntlShape): ShownMessage[] {
  const { body, clientFailure } = ApiError.from(error);
  if (clientFailure === undefined) {
    try {
      const items: unknown[] = Array.isArray(body) ? body : [body];
      const shown = items.flatMap((item) => localizeErrorItem(item, intl) ?? []);
      if (shown.length > 0) return shown;
    } catch {
      // A hostile body is read as the plain messages below.
    }
  }
  return wordedFailure(error, intl);
}

/**
 * `fieldErrorsOf` in the language shown: the server's messages tied to a request field, by field
 * name, each in the site's own words where the contract gives its code.
 */
export function localizedFieldErrors(error: unknown, intl: IntlShape): Partial<Record<string, string>> {
  const { body } = ApiError.from(error);
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const byField: Partial<Record<string, string>> = {};
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { field } = item as Record<string, unknown>;
    const shown = localizeErrorItem(item, intl);
    if (typeof field === 'string' && shown !== undefined) byField[field] ??= textOf(shown);
  }
  return byField;
}

/** The first line of a failure, for places that show one ("Error: {message}", SPEC §8). */
export const firstFailureText = (error: unknown, intl: IntlShape): string =>
  textOf(localizeApiError(error, intl)[0] ?? '');
