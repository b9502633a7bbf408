import * as z from 'zod/mini';

/**
 * The messages between checkout and the payment provider's hosted card form (an iframe from the
 * provider's origin). Only what is not sensitive ever crosses: the one-time token, the card's brand,
 * last four digits and expiry, and the provider's messages. The card number stays in the iframe.
 */
export const HOSTED_FORM_CHANNEL = 'hosted-card-form';

const cardSummary = z.object({
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.number(),
  expYear: z.number(),
});
export type CardSummary = z.infer<typeof cardSummary>;

const fromForm = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('resize'), height: z.number().check(z.nonnegative()) }),
  z.object({ type: z.literal('submit') }),
  z.object({ type: z.literal('tokenized'), token: z.string().check(z.minLength(1)), card: cardSummary }),
  z.object({ type: z.literal('invalid') }),
  z.object({ type: z.literal('failed'), message: z.string().check(z.minLength(1)) }),
]);
export type HostedFormEvent = z.infer<typeof fromForm>;

/** Messages checkout sends the form: a fresh token (which clears it), or "tokenise what was typed". */
export type HostedFormCommand = { type: 'init' | 'reset'; token: string } | { type: 'tokenize' };

/**
 * The form's message, or undefined for anything else: another origin or window (any page may post to
 * this one), another channel, or a shape the protocol does not have.
 */
export function readHostedFormEvent(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): HostedFormEvent | undefined {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) {
    return undefined;
  }
  const data: unknown = event.data;
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { channel?: unknown }).channel !== HOSTED_FORM_CHANNEL
  ) {
    return undefined;
  }
  const parsed = fromForm.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** Posts a command to the form, to its origin only (a navigated-away frame gets nothing). */
export function sendHostedFormCommand(
  frame: Pick<Window, 'postMessage'> | null | undefined,
  origin: string,
  command: HostedFormCommand,
): void {
  frame?.postMessage({ channel: HOSTED_FORM_CHANNEL, ...command }, origin);
}

/** The hosted form's address for this site and language (the provider checks `parent`). */
export function hostedFormSrc(formUrl: string, parentOrigin: string, language: string): string {
  const url = new URL(formUrl);
  url.searchParams.set('parent', parentOrigin);
  url.searchParams.set('lang', language.toLowerCase().startsWith('es') ? 'es' : 'en');
  return url.toString();
}
