import { type Page } from '@playwright/test';
import { MENU_IDS } from '../../../mocks/seed/constants';
import {
  chosenLocation,
  seededCart,
  signedInDemoMember,
  storedEnvelopes,
  type PersistedEntries,
} from './client-state';

export { CHOSEN_LOCATION, chosenLocation, seededCart, signedInDemoMember } from './client-state';

/** Writes client state the way the stores persist it, once per tab, before the page's own scripts. */
export async function persistBeforeLoad(page: Page, entries: PersistedEntries) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('site-frame-seeded')) return;
    sessionStorage.setItem('site-frame-seeded', 'yes');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, storedEnvelopes(entries));
}

/** The mock backend seeds this session with a named scenario (the demo member, a full cart…). */
export const useScenario = (page: Page, scenario: string) =>
  page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario });

/**
 * The demo member, signed in, with a location chosen and the seeded catering cart: the backend
 * (scenario `member-catering`) and the browser's stored state agree. Open pages with `onCateringHost`.
 */
export async function asCateringMember(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'member-catering' });
  await persistBeforeLoad(page, {
    ...chosenLocation,
    ...seededCart(MENU_IDS.catering),
    ...signedInDemoMember,
  });
}

/** The same page on the catering host: Chromium resolves every *.localhost name to this machine. */
export const onCateringHost = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = 'catering.localhost';
  return url.href;
};

export const linkNames = async (page: Page, navigation: string) =>
  (await page.getByRole('navigation', { name: navigation }).getByRole('link').allInnerTexts()).map((text) =>
    text
      .replace(/↗|\(opens in a new tab\)/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The links of a navigation landmark: each one's name and where it goes, in order. */
export const linkTargets = (page: Page, navigation: string) =>
  page
    .getByRole('navigation', { name: navigation })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']),
    );
