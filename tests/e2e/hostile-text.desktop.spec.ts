import { expect, test } from './support/test';
import { XSS_PAYLOADS } from '../../mocks/seed/xss-payloads';

/**
 * Text the site did not write, in a real browser: the mock's `hostile-text` scenario answers the
 * location search with the XSS corpus as its messages, and the visitor types a payload too. Desktop
 * only: nothing here depends on the layout.
 */
test('server messages and typed text from the XSS corpus show as text: no dialog, no script, no handler', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'hostile-text' });
  await page.goto('/locations');
  const main = page.getByRole('main');

  const search = main.getByRole('searchbox', { name: /Zip code or city and state/ });
  const searchButton = main.getByRole('button', { name: 'Search', exact: true });
  // Typed markup is refused as a place, and stays in the field as typed.
  await search.fill('<img src=x onerror=alert(1)>');
  await searchButton.click();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toHaveValue('<img src=x onerror=alert(1)>');

  await search.fill('28202');
  await searchButton.click();
  const messages = main.getByRole('alert').getByRole('listitem');
  await expect(messages).toHaveCount(XSS_PAYLOADS.length);
  await expect(messages.first()).toHaveText(XSS_PAYLOADS[0] ?? '');
  await expect(messages.last()).toHaveText(XSS_PAYLOADS.at(-1) ?? '');

  const made = await main.evaluate((element) => ({
    // The directory's structured data is a JSON block browsers never run; anything else would run.
    scripts: element.querySelectorAll('script:not([type="application/ld+json"]), iframe, object, embed')
      .length,
    structuredData: [...element.querySelectorAll('script[type="application/ld+json"]')].every((block) => {
      try {
        return typeof JSON.parse(block.textContent ?? '') === 'object';
      } catch {
        return false;
      }
    }),
    handlers: [...element.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].filter(({ name }) => name.startsWith('on')).map(({ name }) => name),
    ),
    scriptLinks: [...element.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^\s*(javascript|vbscript|data):/i.test(href)),
  }));
  expect(made).toEqual({ scripts: 0, structuredData: true, handlers: [], scriptLinks: [] });
  expect(dialogs).toEqual([]);
});
