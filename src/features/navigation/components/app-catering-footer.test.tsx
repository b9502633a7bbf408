import { act, screen, within } from '@testing-library/react';
import { writeCookie } from '../../../lib/cookies';
import { usePreferencesStore, useUiStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AppCateringFooter } from './app-catering-footer';

const inTheApp = () => {
  usePreferencesStore.setState({ channel: 'catering' });
  writeCookie('source', 'app');
};

describe('AppCateringFooter', () => {
  it('shows the tabs Home, Menu, Offers, Account and Cart in the app’s catering', () => {
    inTheApp();
    renderWithProviders(<AppCateringFooter />, { path: '/offers' });

    const tabs = within(screen.getByRole('navigation', { name: 'App' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Menu', '/#catering-menu'],
      ['Offers', '/offers'],
      ['Account', '/account'],
    ]);
    expect(tabs.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });

  it('opens the cart from the Cart tab', () => {
    inTheApp();
    renderWithProviders(<AppCateringFooter />, { path: '/' });

    act(() => screen.getByRole('button', { name: 'Cart' }).click());

    expect(useUiStore.getState().showCart).toBe(true);
  });

  it.each(['/', '/offers', '/account', '/account/settings', '/account/payments', '/account/order-history'])(
    'shows on %s',
    (path) => {
      inTheApp();
      renderWithProviders(<AppCateringFooter />, { path: path });

      expect(screen.getByRole('navigation', { name: 'App' })).toBeInTheDocument();
    },
  );

  it.each(['/menu', '/order', '/order/checkout', '/account/inbox', '/locations'])('is not on %s', (path) => {
    inTheApp();
    renderWithProviders(<AppCateringFooter />, { path: path });

    expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  });

  it('shows from ?source=app on the catering channel, before any cookie', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderWithProviders(<AppCateringFooter />, { path: '/?source=app' });

    expect(screen.getByRole('navigation', { name: 'App' })).toBeInTheDocument();
  });

  it('is not on catering in a browser (no source=app)', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderWithProviders(<AppCateringFooter />, { path: '/' });

    expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  });

  it('is not on the default channel, even from the app', () => {
    writeCookie('source', 'app');
    renderWithProviders(<AppCateringFooter />, { path: '/?source=app' });

    expect(screen.queryByRole('navigation', { name: 'App' })).not.toBeInTheDocument();
  });
});
