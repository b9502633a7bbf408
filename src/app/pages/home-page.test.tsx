import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { usePreferencesStore } from '../../stores';
import type { Locale } from '../../i18n/locales';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home-page';

const renderHomePage = (locale: Locale = 'en-US') => renderWithProviders(<HomePage />, { locale });

describe('HomePage', () => {
  it('shows the home story: hero, Order Now, sections; the top banner', async () => {
    renderHomePage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' }),
    ).toBeVisible();
    expect(screen.getByText(/Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about');
    expect(await screen.findByText(/^Biscuit Month: a free Bo-Berry Biscuit/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the details' })).toHaveAttribute('href', '/biscuit-month');
    expect(document.title).toBe('Order Online');
  });

  it('shows the Spanish home story and banner in Spanish', async () => {
    renderHomePage('es');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordena pollo frito en línea' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ordena ahora' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('heading', { level: 2, name: 'Hecho desde cero desde 1977' })).toBeVisible();
    expect(await screen.findByText(/^Mes del Biscuit: un Bo-Berry Biscuit gratis/)).toBeVisible();
    expect(document.title).toBe('Ordena en línea');
  });

  describe('the catering menu (catering channel)', () => {
    it("is a section of the catering home page, where its 'Catering Menu' links go", async () => {
      usePreferencesStore.setState({ channel: 'catering' });
      renderHomePage();

      const section = await screen.findByRole('region', { name: 'Catering Menu' });
      expect(section).toHaveAttribute('id', 'catering-menu');
      expect(await within(section).findByRole('heading', { level: 3, name: 'Boxes' })).toBeVisible();
      expect(within(section).getByRole('link', { name: /Chicken Supremes Box \(20 pc\)/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/menu\/product\?id=/),
      );
    });

    it("is not on the main site's home page", async () => {
      renderHomePage();

      await screen.findByRole('heading', { level: 1, name: 'Order fried chicken online' });
      expect(screen.queryByRole('region', { name: 'Catering Menu' })).toBeNull();
      expect(document.getElementById('catering-menu')).toBeNull();
    });
  });

  it('keeps a way to order when the CMS cannot answer', async () => {
    server.use(
      http.get('*/cms/v2/stories/*', () => HttpResponse.json(['Service unavailable'], { status: 503 })),
    );
    renderHomePage();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Order fried chicken online' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Order ahead for pickup, curbside or delivery.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
  });
});
