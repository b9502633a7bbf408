/**
 * A message as a page shows it: the site's own words, already in the page's language, or a server's
 * free text with the `lang` to mark it with (undefined when it is the page's language).
 */
export type ShownMessage = string | { text: string; lang: string | undefined };

export const textOf = (message: ShownMessage): string =>
  typeof message === 'string' ? message : message.text;
export const langOf = (message: ShownMessage): string | undefined =>
  typeof message === 'string' ? undefined : message.lang;
