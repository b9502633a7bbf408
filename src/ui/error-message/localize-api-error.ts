import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { CONNECTION_ISSUE_MESSAGE } from '../../api/error-messages';
import { langOfText } from '../../i18n/text-lang';
import { localizeErrorMessages } from './localize-error-messages';
import { textOf, type ShownMessage } from './shown-message';

/** The language the server writes its free-text messages in. */
const SERVER_LANGUAGE = 'en';

/** The contract's error codes (ErrorMessage.code) in the site's own words; English as the server words them. */
const codeMessages = defineMessages({
  email_taken: {
    id: 'serverErrors.emailTaken',
    defaultMessage: 'An account with this email already exists.',
  },
  invalid_credentials: {
    id: 'serverErrors.invalidCredentials',
    defaultMessage: 'The e-mail or password is incorrect.',
  },
  sso_code_invalid: {
    id: 'serverErrors.ssoCodeInvalid',
    defaultMessage: 'Your sign-in link has expired. Please sign in again.',
  },
  wrong_current_password: {
    id: 'serverErrors.wrongCurrentPassword',
    defaultMessage: 'Your current password is incorrect.',
  },
  same_password: {
    id: 'serverErrors.samePassword',
    defaultMessage: 'Your new password must be different from your current password.',
  },
  reset_token_invalid: {
    id: 'serverErrors.resetTokenInvalid',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
  sign_in_locked: {
    id: 'serverErrors.signInLocked',
    defaultMessage: 'Too many incorrect attempts. Please try again in 15 minutes.',
  },
});

/** A declined card's reason (ErrorMessage.reason with `card_declined`), as the provider words it. */
const declineMessages = defineMessages({
  insufficient_funds: {
    id: 'serverErrors.cardDeclined.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds.',
  },
  incorrect_cvc: {
    id: 'serverErrors.cardDeclined.incorrectCvc',
    defaultMessage: "Your card's security code is incorrect.",
  },
  expired_card: { id: 'serverErrors.cardDeclined.expiredCard', defaultMessage: 'Your card has expired.' },
});

const CARD_DECLINED = 'card_declined';

/** A server's free text, marked as English where the page is not. */
const serverText = (text: string, intl: IntlShape): ShownMessage => ({
  text,
  lang: langOfText(SERVER_LANGUAGE, intl.locale),
});

const lookup = (table: Record<string, MessageDescriptor>, key: unknown): MessageDescriptor | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

/** One item of an error body in the page's language: its code's words, else its text marked English. */
export function localizeErrorItem(item: unknown, intl: IntlShape): ShownMessage | undefined {
  if (typeof item === 'string') return item.trim() ? serverText(item, intl) : undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const { message, code, reason } = item as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  const known = code === CARD_DECLINED ? lookup(declineMessages, reason) : lookup(codeMessages, code);
  return known ? intl.formatMessage(known) : serverText(message, intl);
}

/**
 * A failed call's messages (SPEC §8) in the language shown: where the contract gives a code the
 * site words it itself, a free text stays as the server wrote it and is marked as English, and a
 * failure with no message gives the translated connection fallback.
 */
export function localizeApiError(error: unknown, intl: IntlShape): ShownMessage[] {
  const { body, messages } = ApiError.from(error);
  try {
    const items: unknown[] = Array.isArray(body) ? body : [body];
    const shown = items.flatMap((item) => localizeErrorItem(item, intl) ?? []);
    if (shown.length > 0) return shown;
  } catch {
    // A hostile body is one with no message: the normalised fallback below.
  }
  return messages.map((message) =>
    message === CONNECTION_ISSUE_MESSAGE
      ? (localizeErrorMessages([message], intl)[0] ?? message)
      : serverText(message, intl),
  );
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
