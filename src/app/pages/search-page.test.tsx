import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../../mocks/node';
import { renderRoute } from '../../testing/render-route';

const featuredNames = async (heading = 'Popular on the menu') =>
  within(await screen.findByRole('region', { name: heading }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/search before a search: the featured products of the products site data file', () => {
  // The page's code and the site data check load on first use: loaded here, the waits below are
  // for the mock backend only.
  beforeAll(async () => {
    await Promise.all([import('./search-page'), import('../../api/site-data/check-site-data-file')]);
  });

  it('links them in the order of the file, named as the menu names them', async () => {
    renderRoute('/search');

    expect(await featuredNames()).toEqual(['Cajun Filet Biscuit', 'Bo-Berry Biscuit', 'Chicken Supremes']);
    expect(screen.getByRole('link', { name: 'Chicken Supremes' })).toHaveAttribute(
      'href',
      '/menu/product?id=CHICKEN-SUPREMES',
    );
  });

  it('follows an edited file', async () => {
    server.use(
      http.get('*/_data/products.json', () =>
        HttpResponse.json({
          slug: 'products',
          entries: [
            { sku: 'DIRTY-RICE', featured: true },
            { sku: 'CHICKEN-SUPREMES', featured: false },
            { sku: 'NOT-ON-THE-MENU', featured: true },
          ],
        }),
      ),
    );
    renderRoute('/search');

    expect(await featuredNames()).toEqual(['Dirty Rice']);
  });

  it('shows the built-in featured products, with a warning, when the file is broken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockBackend.useScenario('site-data-broken');
    renderRoute('/search');

    expect(await featuredNames()).toEqual(['Cajun Filet Biscuit', 'Bo-Berry Biscuit', 'Chicken Supremes']);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('/_data/products.json is broken (HTTP 404)')),
    );
  });
});
