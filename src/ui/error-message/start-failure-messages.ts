import { defineMessage, type MessageDescriptor } from 'react-intl';
import type { ClientFailure } from '../../api/api-error';

/*
 * The part of SPEC §8's catalogue (error-catalogue.ts) that a page may need before its own code has
 * loaded: the words of a failed call without a message, and of the error page. Kept apart so the
 * start JavaScript carries these few, not every table of the catalogue.
 */

/** "Request errors generally": a failure with no message of its own (an `ApiError`'s `clientFailure`). */
export const connectionIssue = defineMessage({
  id: 'errors.connectionIssue',
  defaultMessage: 'Connection issue. Please try again.',
});

/** An answer of the wrong shape reads like a lost connection: the visitor can only try again. */
export const clientFailureMessages = {
  'connection-issue': connectionIssue,
  'invalid-response': connectionIssue,
} as const satisfies Record<ClientFailure, MessageDescriptor>;

/** "Route-change error": the error page, with the status the error carries (500 without one). */
export const pageFailed = defineMessage<{ status: number }>({
  id: 'errorPage.text',
  defaultMessage: 'Error {status}. Please try again in a moment.',
});

/** "Missing middleware": said on the error page above its status. */
export const unknownMiddleware = defineMessage({
  id: 'errorPage.unknownMiddleware',
  defaultMessage: 'Unknown middleware',
});
