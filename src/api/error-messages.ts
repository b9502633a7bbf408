/** SPEC §8 "Request errors generally": the text shown when a failure carries no message of its own. */
export const CONNECTION_ISSUE_MESSAGE = 'Connection issue. Please try again.';

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const messageOf = (value: unknown): string | undefined => {
  if (isNonEmptyString(value)) return value;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown };
    if (isNonEmptyString(message)) return message;
  }
  return undefined;
};

/**
 * Turns any error body into the list of messages SPEC §8 describes: an array of strings as is,
 * an array of objects by their `message`, a single object by its `message`; anything else (or
 * nothing usable) gives the connection-issue fallback. Never throws; never returns an empty list.
 */
export function normalizeErrorMessages(body: unknown): string[] {
  let messages: string[] = [];
  try {
    if (Array.isArray(body)) {
      messages = body.map(messageOf).filter((message): message is string => message !== undefined);
    } else {
      const single = messageOf(body);
      if (single !== undefined && typeof body === 'object') messages = [single];
    }
  } catch {
    // A hostile body (a throwing getter or proxy) is treated like one with no message.
    messages = [];
  }
  return messages.length > 0 ? messages : [CONNECTION_ISSUE_MESSAGE];
}
