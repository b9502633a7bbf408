import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '../../lib/cookies';
import { useBotCheck } from '../../lib/bot-check';
import { usePreferencesStore, useUiStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { desktopLayout } from '../../ui/styles/breakpoints';
import type { RouteLayout } from '../../config/paths';
import { SiteLayout } from './site-layout';

vi.mock('../../lib/bot-check', () => ({ useBotCheck: vi.fn(() => ({ getToken: vi.fn() })) }));

const renderLayoutAt = (path: string, layout: RouteLayout = 'default') =>
  renderWithProviders(
    <SiteLayout layout={layout}>
      <h1>The page</h1>
    </SiteLayout>,
    { path },
  ).router;

/** A browser window as wide as `width` for `matchMedia` (jsdom has none). */
function viewportOf(kind: 'desktop' | 'mobile') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: kind === 'desktop' && query === desktopLayout,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('SiteLayout', () => {
  beforeEach(() => vi.mocked(useBotCheck).mockClear());
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  describe('the default layout', () => {
    it('wraps the page in <main id="main-content">, between header and footer', () => {
      viewportOf('desktop');
      renderLayoutAt('/');

      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main-content');
      expect(within(main).getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    });

    it("puts 'Skip to content' first in the Tab order; it moves focus to the page", async () => {
      viewportOf('desktop');
      renderLayoutAt('/');

      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('shows the desktop header from 1200 px: its links, no menu button, no bottom bar', () => {
      viewportOf('desktop');
      renderLayoutAt('/');

      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    });

    it('shows the mobile top bar with a menu button and the bottom bar below 1200 px', () => {
      viewportOf('mobile');
      renderLayoutAt('/');

      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your order' })).toBeInTheDocument();
    });

    it('opens the mobile menu from the menu button', async () => {
      viewportOf('mobile');
      renderLayoutAt('/');

      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(useUiStore.getState().showMobileMenu).toBe(true);
    });
  });

  describe('on a route change', () => {
    it('closes the cart and the mobile menu', () => {
      const router = renderLayoutAt('/');
      act(() => useUiStore.setState({ showCart: true, showMobileMenu: true }));

      act(() => router.navigate('/menu'));

      expect(useUiStore.getState()).toMatchObject({ showCart: false, showMobileMenu: false });
    });

    it('closes the cart when only the query changes: Edit on a product page opens another line', () => {
      const router = renderLayoutAt('/order/product?id=1001&cid=1');
      act(() => useUiStore.setState({ showCart: true }));

      act(() => router.navigate('/order/product?id=1002&cid=2&q=1'));

      expect(useUiStore.getState().showCart).toBe(false);
    });

    it('derives the channel again from the address (jsdom runs on localhost:3000: default)', () => {
      const router = renderLayoutAt('/');
      act(() => usePreferencesStore.setState({ channel: 'catering' }));

      act(() => router.navigate('/menu'));

      expect(usePreferencesStore.getState().channel).toBe('default');
    });
  });

  it('remembers ?source=app in the cookie source=app', () => {
    renderLayoutAt('/?source=app');

    expect(readCookie('source')).toBe('app');
  });

  it('leaves the source cookie alone without ?source=app', () => {
    renderLayoutAt('/?source=web');

    expect(readCookie('source')).toBeUndefined();
  });

  describe('the loading indicator', () => {
    it('appears only after 200 ms of loading, as a named progress bar', () => {
      vi.useFakeTimers();
      renderLayoutAt('/');

      act(() => useUiStore.getState().setLoading(true));
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

      act(() => useUiStore.getState().setLoading(false));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('never shows for a load shorter than 200 ms', () => {
      vi.useFakeTimers();
      renderLayoutAt('/');

      act(() => useUiStore.getState().setLoading(true));
      act(() => vi.advanceTimersByTime(150));
      act(() => useUiStore.getState().setLoading(false));
      act(() => vi.advanceTimersByTime(500));

      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  describe.each(['/app/confirm', '/app/payment', '/app/signin', '/messaging/test'])(
    'a bare page (the minimal layout) at %s',
    (path) => {
      it('shows the page alone in <main>, with the bot-check initialised', async () => {
        renderLayoutAt(path, 'minimal');

        expect(await screen.findByRole('main')).toHaveTextContent('The page');
        expect(screen.queryByRole('banner')).not.toBeInTheDocument();
        expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
        expect(useBotCheck).toHaveBeenCalled();
      });
    },
  );

  it.each(['default', 'minimal'] as const)(
    'tells a member whose token was refused to sign in again, in the %s layout',
    async (layout) => {
      renderLayoutAt('/app/confirm', layout);
      act(() => useUiStore.getState().setSessionExpired(true));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your session has ended. Please sign in again. Your cart is still here.',
      );
      expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
        'href',
        '/account/login?redirect=%2Fapp%2Fconfirm',
      );
    },
  );

  it('does not initialise the bot-check on default-layout pages', () => {
    renderLayoutAt('/menu');

    expect(useBotCheck).not.toHaveBeenCalled();
  });
});
