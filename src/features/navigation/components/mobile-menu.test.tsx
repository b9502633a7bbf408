import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER } from '../../../../mocks/seed/constants';
import { mockBackend, server } from '../../../../mocks/node';
import type { Locale } from '../../../i18n/locales';
import { useLocationStore, usePreferencesStore, useUiStore } from '../../../stores';
import { LONG_ADDRESS_LOCATION, signInMember } from '../test-support/frame-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MobileMenu } from './mobile-menu';

function renderMenu(path = '/', locale: Locale = 'en-US') {
  const view = renderWithProviders(
    <MobileMenu
      languageToggle={<button type="button">Español</button>}
      signOut={<button type="button">Sign Out</button>}
    />,
    { path, locale },
  );
  act(() => useUiStore.getState().openMobileMenu());
  return view;
}

function renderOpenMenu(path = '/') {
  const view = renderMenu(path);
  return { ...view, menu: screen.getByRole('dialog', { name: 'Menu' }) };
}

const linksOf = (navigationName: string) =>
  within(screen.getByRole('navigation', { name: navigationName }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/↗|\(opens in a new tab\)/g, '').trim());

describe('MobileMenu', () => {
  it('is closed until opened', () => {
    renderWithProviders(<MobileMenu languageToggle={null} signOut={null} />);
    expect(screen.queryByRole('link', { name: 'Locations' })).not.toBeInTheDocument();
  });

  describe('for a guest on the default channel', () => {
    it("offers 'Sign in or Sign up', the links in order, the language toggle and the bottom links", () => {
      renderOpenMenu();

      expect(screen.getByRole('link', { name: 'Sign in or Sign up' })).toHaveAttribute(
        'href',
        '/account/login',
      );
      expect(linksOf('Site pages')).toEqual([
        'Menu',
        'Locations',
        'Careers',
        'About Us',
        'Franchising',
        'Catering',
        'Merch Store',
        'Foundation',
        'Community',
        'Contact Us',
        'Search',
      ]);
      expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
      expect(linksOf('More information')).toEqual([
        'Terms of Use',
        'Privacy Policy',
        'Gift Cards',
        'Nutrition',
      ]);
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    });

    it('opens the merch store, another site, in a new tab', () => {
      renderOpenMenu();

      const merch = screen.getByRole('link', { name: 'Merch Store (opens in a new tab)' });
      expect(merch).toHaveAttribute('target', '_blank');
      expect(merch).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    });

    it("shows the find-a-location prompt and 'Order Now' to /order, with no toggle", () => {
      renderOpenMenu();

      expect(screen.getByRole('link', { name: 'Find a Henhouse near you' })).toHaveAttribute(
        'href',
        '/locations',
      );
      expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
      expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).not.toBeInTheDocument();
    });
  });

  describe('for a signed-in member', () => {
    beforeEach(async () => {
      await mockBackend.reset({ signedIn: true });
      signInMember(DEMO_ACCESS_TOKEN, DEMO_MEMBER.id);
    });
    afterAll(() => mockBackend.reset());

    it('greets the member with a Profile button and sign-out, and lists Offers', async () => {
      renderOpenMenu();

      expect(await screen.findByText('Hi Bo!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in or Sign up' })).not.toBeInTheDocument();
      expect(linksOf('Site pages')).toContain('Offers');
    });

    it('lists no Offers on catering', async () => {
      usePreferencesStore.setState({ channel: 'catering' });
      renderOpenMenu();

      expect(await screen.findByText('Hi Bo!')).toBeInTheDocument();
      expect(linksOf('Site pages')).not.toContain('Offers');
    });
  });

  describe('on catering', () => {
    beforeEach(() => usePreferencesStore.setState({ channel: 'catering' }));

    it("has 'Catering Menu' and Bo Time Moments, no sign-in offer and no language toggle", () => {
      renderOpenMenu();

      expect(screen.getByRole('link', { name: 'Catering Menu' })).toHaveAttribute('href', '/#catering-menu');
      expect(linksOf('Site pages').slice(0, 3)).toEqual(['Catering Menu', 'Locations', 'Bo Time Moments']);
      expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
      expect(screen.queryByRole('link', { name: 'Sign in or Sign up' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
    });

    it('leaves Gift Cards and Nutrition out and links back to the main site', () => {
      renderOpenMenu();

      expect(linksOf('More information')).toEqual(['Terms of Use', 'Privacy Policy', 'Go to the main site']);
      expect(screen.getByRole('link', { name: 'Go to the main site' })).not.toHaveAttribute('target');
    });
  });

  describe('with a chosen location', () => {
    beforeEach(() => {
      useLocationStore.getState().setLocation(LONG_ADDRESS_LOCATION);
    });

    it('shows the address cut to 20 characters and the pickup/delivery toggle', () => {
      renderOpenMenu();

      expect(screen.getByRole('link', { name: /change location$/ })).toHaveTextContent(
        /^1500 South Boulevard…$/,
      );
      expect(screen.getByRole('group', { name: 'Pickup or delivery' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Order Now' })).toBeInTheDocument();
    });

    it('has no toggle on the locations page', () => {
      renderOpenMenu('/locations');

      expect(screen.queryByRole('group', { name: 'Pickup or delivery' })).not.toBeInTheDocument();
    });
  });

  it('closes on Escape', async () => {
    const { menu } = renderOpenMenu();

    act(() => {
      menu.dispatchEvent(new Event('cancel', { cancelable: true }));
    });

    expect(useUiStore.getState().showMobileMenu).toBe(false);
    expect(screen.queryByRole('link', { name: 'Locations' })).not.toBeInTheDocument();
  });

  it('closes as soon as a link in it is chosen, and the link navigates', async () => {
    const { router } = renderOpenMenu();

    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));

    expect(useUiStore.getState().showMobileMenu).toBe(false);
    expect(router.history).toEqual(['/', '/careers']);
  });

  describe('links from the navigation site data file', () => {
    // The site data check loads on first use: loaded here, the waits below are for the mock only.
    beforeAll(() => import('../../../api/site-data/check-site-data-file'));

    const editedFile = {
      slug: 'navigation-default',
      links: [
        { label: 'Locations', label__i18n__es: 'Restaurantes', url: '/locations' },
        { label: 'Offers', url: '/offers' },
        { label: 'Biscuit Month', label__i18n__es: 'Mes del biscuit', url: '/biscuit-month' },
        { label: 'Not a page', url: 'javascript:alert(1)' },
        { label: 'Shop', url: 'https://shop.example.com/', external: true },
      ],
    };
    const useEditedFile = () =>
      server.use(http.get('*/_data/navigation-default.json', () => HttpResponse.json(editedFile)));

    it("lists the file's links in its order, under the SPEC rules, leaving out what is not an address", async () => {
      useEditedFile();
      renderOpenMenu();

      await waitFor(() => expect(linksOf('Site pages')).toEqual(['Locations', 'Biscuit Month', 'Shop']));
      expect(screen.getByRole('link', { name: 'Biscuit Month' })).toHaveAttribute('href', '/biscuit-month');
      expect(screen.getByRole('link', { name: 'Shop (opens in a new tab)' })).toHaveAttribute(
        'target',
        '_blank',
      );
    });

    it('names them in Spanish where the file has the Spanish, in English where not', async () => {
      useEditedFile();
      // Spanish shows once its messages have loaded.
      renderMenu('/', 'es');

      expect(await screen.findByRole('link', { name: 'Mes del biscuit' })).toBeVisible();
      expect(linksOf('Páginas del sitio')).toEqual([
        'Restaurantes',
        'Mes del biscuit',
        'Shop (se abre en una pestaña nueva)',
      ]);
    });

    it('keeps the built-in links, with a warning, when the file is broken', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      mockBackend.useScenario('site-data-broken');
      renderOpenMenu();

      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('/_data/navigation-default.json is broken'),
        ),
      );
      expect(linksOf('Site pages')).toEqual([
        'Menu',
        'Locations',
        'Careers',
        'About Us',
        'Franchising',
        'Catering',
        'Merch Store',
        'Foundation',
        'Community',
        'Contact Us',
        'Search',
      ]);
    });
  });
});
