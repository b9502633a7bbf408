import type { Page } from '@playwright/test';
import { noonInCharlotte } from '../../../mocks/clock.ts';
import { MENU_IDS } from '../../../mocks/seed/constants.ts';
import { chosenLocation, seededCart, signedInDemoMember, storedEnvelopes } from './client-state';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const weekdayInCharlotte = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(at);

/** The mock server's pinned clock, as the run set it (playwright.config.ts). */
export const mockServerNow = (): string => process.env.MOCK_NOW ?? noonInCharlotte();

/**
 * Noon in Charlotte on the latest Monday to Thursday up to today: Charlotte – Uptown opens 6 AM to
 * 10 PM that day and the next, so night, 9:50 PM and the first morning slot read the same on every
 * run. Close to today, so the seeded data (relative to the mock clock) stays in its usual range.
 */
export function weekdayNoonInCharlotte(today = new Date()): Date {
  for (let back = 0; back < 7; back += 1) {
    const day = new Date(today.getTime() - back * DAY_MS);
    if (['Mon', 'Tue', 'Wed', 'Thu'].includes(weekdayInCharlotte(day))) return new Date(noonInCharlotte(day));
  }
  throw new Error('No weekday in the last seven days');
}

/** `hours` after noon on the same day (e.g. 9.5 for 9:30 PM). */
export const afterNoon = (noon: Date, hours: number) => new Date(noon.getTime() + hours * HOUR_MS);

/** 6:15 AM in Charlotte the day after `noon`: the first slot of a morning that opens at 6. */
export const nextMorningFirstSlot = (noon: Date) =>
  new Date(Date.parse(noonInCharlotte(new Date(noon.getTime() + DAY_MS))) - 5.75 * HOUR_MS);

/**
 * The demo member with the seeded cart, as of `at` for both sides: the page's clock is pinned
 * there, and every API call carries `X-Mock-Clock` so this session's mock backend (and only it)
 * answers as of that moment. The stored client state is dated by the same clock.
 */
export async function memberCartAt(page: Page, at: Date, scenario = 'member-full-cart') {
  await page.clock.setFixedTime(at);
  await page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario, 'x-mock-clock': at.toISOString() });
  const entries = { ...chosenLocation, ...seededCart(MENU_IDS.regular, at), ...signedInDemoMember };
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem('site-frame-seeded')) return;
      sessionStorage.setItem('site-frame-seeded', 'yes');
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    storedEnvelopes(entries, at.getTime()),
  );
}
