import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { BRAND } from '../../config/brand';
import type { Locale } from '../../i18n/locales';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContentPage } from './content-page';

const renderContentPageAt = (path: string, locale: Locale = 'en-US') =>
  renderWithProviders(<ContentPage />, { path, locale });

const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('ContentPage', () => {
  it('shows the story of the path in English: title, headings, text, list, link and image', async () => {
    renderContentPageAt('/about');

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await pageTitle('About Henhouse')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Made from scratch, every day' })).toBeVisible();
    expect(screen.getByText(/started in 1977 with one kitchen in Charlotte/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'The Chicken Scoop' })).toHaveAttribute(
      'href',
      '/about/chicken-scoop',
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const image = screen.getByRole('img', {
      name: 'A basket of golden fried chicken beside a buttermilk biscuit',
    });
    expect(image).toHaveAttribute('src', '/images/content/fried-chicken-basket.webp');
    expect(image).toHaveAttribute('width', '1200');
    // A story's page renders as a deferred update: its title follows in that commit's effects.
    await waitFor(() => expect(document.title).toBe('About Henhouse'));
  });

  it('shows the same story in Spanish when the page is in Spanish', async () => {
    renderContentPageAt('/about', 'es');

    expect(await pageTitle('Sobre Henhouse')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hecho desde cero, todos los días' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'The Chicken Scoop' })).toHaveAttribute(
      'href',
      '/about/chicken-scoop',
    );
    // A story's page renders as a deferred update: its title follows in that commit's effects.
    await waitFor(() => expect(document.title).toBe('Sobre Henhouse'));
  });

  it.each([
    ['/about/chicken-scoop/biscuits-every-20-minutes', 'How we bake biscuits every 20 minutes'],
    ['/news-and-community/40000-meals-for-food-banks', 'Our crews packed 40,000 meals for local food banks'],
    [`/welcometo${BRAND.slug}`, `Welcome to ${BRAND.name}`],
    ['/faq', 'Frequently Asked Questions'],
    ['/refund/', 'Refund Policy'],
  ])('shows the story at %s', async (path, title) => {
    renderContentPageAt(path);

    expect(await pageTitle(title)).toBeVisible();
  });

  it.each(['/careers', '/about/no-such-article', '/home', '/global'])(
    "reads 'This page could not be found' at %s, which is no content page",
    async (path) => {
      renderContentPageAt(path);

      expect(await screen.findByText('This page could not be found')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' })).toBeVisible();
    },
  );

  it('says so, and offers to try again, when the CMS answers something unreadable', async () => {
    server.use(
      http.get('*/cms/v2/stories/*', () => HttpResponse.json({ story: { name: 'About' } }), { once: true }),
    );
    renderContentPageAt('/about');

    expect(await pageTitle('This page could not be loaded')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The content of this page could not be read. Please try again later.',
    );
    // A story's page renders as a deferred update: its title follows in that commit's effects.
    await waitFor(() => expect(document.title).toBe('Page not available'));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await pageTitle('About Henhouse')).toBeVisible();
  });

  it('shows the connection message in Spanish when the CMS cannot be reached', async () => {
    server.use(http.get('*/cms/v2/stories/*', () => HttpResponse.error()));
    renderContentPageAt('/about', 'es');

    // A network failure is asked for once more before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Problema de conexión. Inténtalo de nuevo.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No se pudo cargar esta página' })).toBeVisible();
  });
});
