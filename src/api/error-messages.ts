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
 * an array of objects by their `message`, a single object by its `message`. Anything else gives no
 * message (the page then words the failure itself, from the error catalogue). Never throws.
 */
export function normalizeErrorMessages(body: unknown): string[] {
  try {
    if (Array.isArray(body)) {
      return body.map(messageOf).filter((message): message is string => message !== undefined);
    }
    const single = messageOf(body);
    return single !== undefined && typeof body === 'object' ? [single] : [];
  } catch {
    // A hostile body (a throwing getter or proxy) is treated like one with no message.
    return [];
  }
}
