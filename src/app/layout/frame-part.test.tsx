import { act, screen, within } from '@testing-library/react';
import { useCartQuantity } from '../../ordering/use-cart-quantity';
import { renderWithProviders } from '../../testing/render-with-providers';
import { desktopLayout } from '../../ui/styles/breakpoints';
import { SiteLayout } from './site-layout';

vi.mock('../../lib/bot-check', () => ({ useBotCheck: vi.fn(() => ({ getToken: vi.fn() })) }));
vi.mock('../../ordering/use-cart-quantity', () => ({ useCartQuantity: vi.fn(() => 0) }));

/** The badge meets an order of the wrong shape, as `{}` once made it do. */
const badgeThrows = () =>
  vi.mocked(useCartQuantity).mockImplementation(() => {
    throw new TypeError("Cannot read properties of undefined (reading 'reduce')");
  });

describe('the frame around the page', () => {
  beforeEach(() => {
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: query === desktopLayout,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    vi.mocked(useCartQuantity).mockReset().mockReturnValue(0);
  });

  it('keeps the page and the footer when the header’s cart badge throws', () => {
    badgeThrows();
    renderWithProviders(
      <SiteLayout layout="default">
        <h1>The page</h1>
      </SiteLayout>,
    );

    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'The page' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('tries the header again on the next page', () => {
    badgeThrows();
    const { router } = renderWithProviders(
      <SiteLayout layout="default">
        <h1>The page</h1>
      </SiteLayout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    vi.mocked(useCartQuantity).mockReturnValue(0);
    act(() => router.navigate('/about'));

    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
