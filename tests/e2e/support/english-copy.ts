import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';

/**
 * Finds English copy on a page that should be in Spanish. The catalogues are the source messages
 * (ICU text, not the compiled ASTs the build ships): en-US.json is the English source of truth.
 */
const catalogue = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${name}.json`, import.meta.url), 'utf8'));

const english = catalogue('en-US');
const spanish = catalogue('es');

/** The literal text of a message, its plural/select branches and tags included. */
function literalsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.tag) return literalsOf(element.children);
    if ('options' in element)
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    return [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

interface EnglishCopy {
  /** The message id, or "common word" for the list below. */
  id: string;
  literal: string;
  pattern: RegExp;
}

/**
 * Every piece of English copy its Spanish translation does not share. A message with placeholders
 * ("Decrease quantity of {name}") is matched by its literal parts, each on its own ("Decrease
 * quantity of"); the values put into it (product names, prices) are data and not looked for. A
 * phrase counts wherever it appears as whole words; a single word only as a whole text or name, so
 * that data such as "101 Main St" cannot pass for copy. A literal with no letter ("·", ": ") says
 * nothing about the language and is skipped.
 */
const catalogueCopy: EnglishCopy[] = Object.entries(english).flatMap(([id, message]) => {
  const translation = spanish[id] ?? '';
  return literalsOf(parse(message))
    .map(normalise)
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
const spanishLiterals = new Set(
  Object.values(spanish).flatMap((message) =>
    literalsOf(parse(message)).map((literal) => normalise(literal).toLowerCase()),
  ),
);

/**
 * English that a developer might hard-code without a message: the labels of buttons, links and
 * headings an ordering site is made of. Matched as a whole text or accessible name, in any case.
 * A word that the Spanish catalogue itself uses ("Total", "Error") is left out.
 */
const COMMON_ENGLISH = [
  'Sign In',
  'Sign in',
  'Sign Up',
  'Log In',
  'Log Out',
  'Sign Out',
  'Account',
  'My Account',
  'Cart',
  'Your Cart',
  'Menu',
  'Open menu',
  'Close menu',
  'Close',
  'Order',
  'Order Now',
  'Order Online',
  'Checkout',
  'Place Order',
  'Locations',
  'Find a Location',
  'Home',
  'Search',
  'Submit',
  'Continue',
  'Cancel',
  'Back',
  'Next',
  'Previous',
  'Loading',
  'Loading…',
  'Email',
  'Password',
  'Phone',
  'First name',
  'Last name',
  'Add',
  'Add to Cart',
  'Add to Order',
  'Remove',
  'Apply',
  'Edit',
  'Save',
  'Delete',
  'Quantity',
  'Pickup',
  'Delivery',
  'Required',
  'Optional',
  'Subtotal',
  'Tax',
  'Tip',
  'Learn More',
  'View Menu',
  'Skip to content',
  'Language',
  'Careers',
  'About',
  'About Us',
  'Contact Us',
  'Privacy Policy',
  'Terms of Use',
];

const commonCopy: EnglishCopy[] = COMMON_ENGLISH.filter(
  (word) => !spanishLiterals.has(word.toLowerCase()),
).map((word) => ({ id: 'common word', literal: word, pattern: new RegExp(`^${escapeRegExp(word)}$`, 'iu') }));

/** One of the YAML lines of an aria snapshot: `- button "Name"`, `- text: words`, `- paragraph: words`. */
function namesInAriaSnapshot(snapshot: string): string[] {
  return snapshot.split('\n').flatMap((line) => {
    const named = /^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(line);
    if (named?.[1] !== undefined) return [JSON.parse(`"${named[1]}"`) as string];
    const text = /^\s*- [\w-]+: (.+)$/.exec(line);
    if (text?.[1] === undefined) return [];
    return [text[1].startsWith('"') ? (JSON.parse(text[1]) as string) : text[1]];
  });
}

/**
 * Everything a person can read or hear on the page now: the title, every rendered text node (an
 * element hidden with display or visibility is left out; a visually hidden label for screen readers
 * is kept), the accessible-name attributes of rendered elements, and the accessible names the
 * browser computes (aria-labelledby included) from the page's accessibility tree.
 */
export async function pageCopy(page: Page): Promise<string[]> {
  const domCopy = await page.evaluate(() => {
    const isRendered = (element: Element | null) =>
      element !== null && element.checkVisibility({ visibilityProperty: true });
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (isRendered(node.parentElement)) texts.push(node.textContent ?? '');
    }
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'placeholder',
      'alt',
      'title',
    ];
    const selector = attributes.map((name) => `[${name}]`).join(', ');
    for (const element of document.body.querySelectorAll(selector)) {
      if (!isRendered(element)) continue;
      for (const name of attributes) texts.push(element.getAttribute(name) ?? '');
    }
    for (const button of document.body.querySelectorAll(
      'input[type=submit], input[type=button], input[type=reset]',
    )) {
      if (isRendered(button)) texts.push((button as HTMLInputElement).value);
    }
    return texts;
  });
  const accessibleNames = namesInAriaSnapshot(await page.locator('body').ariaSnapshot());
  return [...domCopy, ...accessibleNames].map(normalise).filter(Boolean);
}

/** The English copy the page shows now, as "id: literal  ←  the text it was found in", sorted. */
export async function englishShown(page: Page): Promise<string[]> {
  const copy = await pageCopy(page);
  const found = new Set<string>();
  for (const { id, literal, pattern } of [...catalogueCopy, ...commonCopy]) {
    const text = copy.find((candidate) => pattern.test(candidate));
    if (text !== undefined) found.add(`${id}: ${literal}  ←  ${text}`);
  }
  return [...found].sort();
}
