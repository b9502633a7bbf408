import { type Page } from '@playwright/test';
import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  DEMO_ORDERING_TOKEN,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
} from '../../../mocks/seed/constants';

/** Client state and addresses the site-frame specs start from. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A chosen location with a street address longer than both truncation lengths. */
export const CHOSEN_LOCATION = {
  id: LOCATION_IDS.charlotteUptown,
  name: 'Charlotte – Uptown',
  address: '1500 South Tryon Street Suite 200',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  menu_id: MENU_IDS.regular,
  lat: 35.229,
  lng: -80.8419,
};

/** Writes client state the way the stores persist it: `{ value: { state, version }, expires }`. */
export async function persistBeforeLoad(
  page: Page,
  entries: Record<string, { state: unknown; ttlMs?: number }>,
) {
  await page.addInitScript(
    ({ entries, now }) => {
      if (sessionStorage.getItem('site-frame-seeded')) return;
      sessionStorage.setItem('site-frame-seeded', 'yes');
      for (const [key, { state, ttlMs }] of Object.entries(entries)) {
        const expires = ttlMs === undefined ? null : now + ttlMs;
        localStorage.setItem(key, JSON.stringify({ value: { state, version: 0 }, expires }));
      }
    },
    { entries, now: Date.now() },
  );
}

/** The mock backend seeds this session with a named scenario (the demo member, a full cart…). */
export const useScenario = (page: Page, scenario: string) =>
  page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario });

export const signedInDemoMember = {
  token: {
    state: {
      token: {
        access: DEMO_ACCESS_TOKEN,
        ordering: DEMO_ORDERING_TOKEN,
        memberId: DEMO_MEMBER.id,
        provider: 'ordering',
      },
      redirect: null,
    },
  },
};
export const chosenLocation = { location: { state: { location: CHOSEN_LOCATION }, ttlMs: DAY_MS } };
export const seededCart = (menuId: number = MENU_IDS.regular) => ({
  order: {
    state: {
      order: {
        id: SEEDED_CART_ORDER_ID,
        menu_id: menuId,
        location_id: LOCATION_IDS.charlotteUptown,
        created: new Date().toISOString(),
      },
    },
    ttlMs: DAY_MS,
  },
});

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
