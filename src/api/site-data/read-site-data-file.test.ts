import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../../mocks/node';
import { readSiteDataFile } from './read-site-data-file';

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('readSiteDataFile: a site data file checked against the contract', () => {
  it('answers a valid file as the contract types it, without a warning', async () => {
    const warn = warnings();
    const file = await readSiteDataFile('order-statuses');
    expect(file?.slug).toBe('order-statuses');
    expect(file?.delivery_statuses).toContainEqual({
      status: 'received',
      label: 'Order received',
      label__i18n__es: 'Pedido recibido',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  describe('a broken file answers null (the built-in copy) and warns, naming the file and the problem', () => {
    beforeEach(() => mockBackend.useScenario('site-data-broken'));

    it.each([
      ['order-statuses', /\/_data\/order-statuses\.json is broken \(off the contract: at /],
      ['navigation-default', /\/_data\/navigation-default\.json is broken \(HTTP 404\)/],
      ['navigation-catering', /\/_data\/navigation-catering\.json is broken \(HTTP 500\)/],
      ['categories', /\/_data\/categories\.json is broken \(network error\)/],
    ] as const)('%s', async (name, warning) => {
      const warn = warnings();
      expect(await readSiteDataFile(name)).toBeNull();
      // The HTTP client may warn first, naming the operation, when the answer breaks the contract.
      expect(warn.mock.calls.filter(([message]) => /Site data/.test(String(message)))).toEqual([
        [expect.stringMatching(warning)],
      ]);
    });
  });

  it('refuses a valid file of another name, or one without the part its readers need', async () => {
    const warn = warnings();
    server.use(
      http.get('*/_data/products.json', () => HttpResponse.json({ slug: 'categories', entries: [] })),
      http.get('*/_data/navigation-default.json', () =>
        HttpResponse.json({ slug: 'navigation-default', entries: [] }),
      ),
    );
    expect(await readSiteDataFile('products')).toBeNull();
    expect(await readSiteDataFile('navigation-default')).toBeNull();
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      expect.stringMatching(/products\.json is broken \(its slug is "categories"\)/),
      expect.stringMatching(/navigation-default\.json is broken \(it has no "links"\)/),
    ]);
  });
});
