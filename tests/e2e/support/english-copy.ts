import { expect, type Page } from '@playwright/test';
import {
  englishOnlyCopy,
  escapeRegExp,
  normaliseCopy as normalise,
  spanishLiterals,
  type EnglishCopy,
} from '../../../src/testing/english-only-copy';
import {
  EMAIL_TAKEN,
  RESET_TOKEN_INVALID,
  SIGN_IN_LOCKED,
  SSO_CODE_INVALID,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
} from '../../../mocks/handlers/members-auth';
import { DECLINE_MESSAGES } from '../../../mocks/payments/test-cards';
import { buildContentCards } from '../../../mocks/seed/content-cards';
import { SPANISH_CARD_TEXT } from '../../../mocks/seed/content-cards-spanish';
import { SPANISH_MENU_TEXT } from '../../../mocks/seed/menu-spanish';
import { SPANISH_OFFER_TEXT } from '../../../mocks/seed/offers-spanish';

/**
 * Finds English copy on a page that should be in Spanish: the catalogue's English-only copy
 * (src/testing/english-only-copy.ts) and common English labels that a developer might hard-code.
 */
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

/**
 * English the backend sends: the seeded menu descriptions, wallet offers and content cards whose Spanish reads
 * otherwise, and the server's English messages that have a code the site words in Spanish. Shown
 * on a Spanish page, outside an element marked `lang="en"`, each is English the visitor was not
 * told about. Matched as a whole text or accessible name.
 */
const backendPairs: Array<[english: string, spanish: string]> = [
  // The menu's descriptions: its product names are left out, as Spanish copy (the CMS's) keeps
  // names such as "Legendary Sweet Tea" as they are.
  ...Object.entries(SPANISH_MENU_TEXT).filter(([english]) => english.endsWith('.')),
  ...Object.entries(SPANISH_OFFER_TEXT),
  ...buildContentCards(new Date()).flatMap(({ title, description }): Array<[string, string]> => {
    const spanish = SPANISH_CARD_TEXT[title];
    return spanish
      ? [
          [title, spanish.title],
          [description ?? '', spanish.description],
        ]
      : [];
  }),
  ...[
    EMAIL_TAKEN,
    WRONG_CREDENTIALS,
    SSO_CODE_INVALID,
    WRONG_CURRENT_PASSWORD,
    RESET_TOKEN_INVALID,
    SIGN_IN_LOCKED,
    ...Object.values(DECLINE_MESSAGES),
  ].map((message): [string, string] => [message, '']),
];

const backendCopy: EnglishCopy[] = backendPairs
  .map(([english, spanish]) => [normalise(english), normalise(spanish)])
  .filter(
    ([english = '', spanish]) =>
      /\p{L}.*\p{L}/u.test(english) && english !== spanish && !spanishLiterals.has(english.toLowerCase()),
  )
  .map(([english = '']) => ({
    id: 'from the backend',
    literal: english,
    pattern: new RegExp(`^${escapeRegExp(english)}$`, 'u'),
  }));

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
 * Everything a person can read or hear on the page now, except what is marked English: the title,
 * every rendered text node (an element hidden with display or visibility is left out; a visually
 * hidden label for screen readers is kept), the accessible-name attributes of rendered elements,
 * and the accessible names the browser computes (aria-labelledby included) from the page's
 * accessibility tree.
 */
export async function pageCopy(page: Page): Promise<string[]> {
  const domCopy = await page.evaluate(() => {
    // Text marked as English (`lang="en"`, the server's or the engagement service's words with no
    // Spanish version) is told to the visitor and their screen reader: it is not looked at.
    const isRendered = (element: Element | null) =>
      element !== null &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !/^en\b/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
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
  for (const { id, literal, pattern } of [...englishOnlyCopy, ...commonCopy, ...backendCopy]) {
    const text = copy.find((candidate) => pattern.test(candidate));
    if (text !== undefined) found.add(`${id}: ${literal}  ←  ${text}`);
  }
  return [...found].sort();
}

/** Waits until the page shows no English copy; fails naming what it found on `where`. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  await expect.poll(() => englishShown(page), { message: `English copy on ${where}` }).toEqual([]);
}
