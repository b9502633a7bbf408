import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`The keyboard never reached ${String(target)}`);
}

/** Fails unless the keyboard's focus is on an element of the page rather than the page's body. */
export async function expectFocusKept(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
      {
        message: 'focus fell to the page body',
      },
    )
    .toBe(true);
}

/** Presses `key` as a keyboard user would, then checks the focus stayed on something. */
export async function pressKeeping(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusKept(page);
}

/** Tabs to `field`, types `text` into it, and checks the focus stayed there. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expectFocusKept(page);
}
