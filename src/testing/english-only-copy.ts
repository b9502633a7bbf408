import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The English copy of the message catalogues that their Spanish does not share, for tests that
 * check a page switched to Spanish shows none of it (the app's language-switch test and the e2e
 * sweep). The catalogues are the source messages (ICU text): en-US.json is the English source of truth.
 */
// A path, not `new URL(…, import.meta.url)`: Vite (vitest) rewrites that pattern into an asset URL.
const messagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n', 'messages');
const catalogue = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(messagesDir, `${name}.json`), 'utf8'));

const english = catalogue('en-US');
const spanish = catalogue('es');

/** The literal text of a message, its plural/select branches and tags included. */
export function literalsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.tag) return literalsOf(element.children);
    if ('options' in element)
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    return [];
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Collapses runs of white space, as a page shows them. */
export const normaliseCopy = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface EnglishCopy {
  /** The message id, or a name for copy that is not in the catalogue. */
  id: string;
  literal: string;
  pattern: RegExp;
}

/**
 * Every piece of English copy its Spanish translation does not share ("Cart", "Order Now", but not
 * a brand name kept in both). A message with placeholders ("Decrease quantity of {name}") is
 * matched by its literal parts, each on its own ("Decrease quantity of"); the values put into it
 * (product names, prices) are data and not looked for. A phrase counts wherever it appears as whole
 * words; a single word only as a whole text or name, so that data such as "101 Main St" cannot pass
 * for copy. A literal with fewer than two letters ("·", ": ") says nothing about the language.
 */
export const englishOnlyCopy: EnglishCopy[] = Object.entries(english).flatMap(([id, message]) => {
  const translation = spanish[id] ?? '';
  return literalsOf(parse(message))
    .map(normaliseCopy)
    .filter((literal) => /\p{L}.*\p{L}/u.test(literal) && !translation.includes(literal))
    .map((literal) => {
      const words = escapeRegExp(literal);
      const pattern = / /.test(literal)
        ? new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, 'u')
        : new RegExp(`^${words}$`, 'u');
      return { id, literal, pattern };
    });
});

/** Every literal of the Spanish catalogue, lower-cased: words Spanish shares with English. */
export const spanishLiterals = new Set(
  Object.values(spanish).flatMap((message) =>
    literalsOf(parse(message)).map((literal) => normaliseCopy(literal).toLowerCase()),
  ),
);
