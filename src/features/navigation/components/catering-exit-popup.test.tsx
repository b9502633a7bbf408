import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { mockBackend } from '../../../../mocks/node';
import { readCookie } from '../../../lib/cookies';
import { useOrderStore, usePreferencesStore } from '../../../stores';
import { leaveSite } from '../leave-site';
import { useCartQuantity } from '../../../ordering/use-cart-quantity';
import { chooseOrder } from '../test-support/frame-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CateringExitPopup } from './catering-exit-popup';

vi.mock('../leave-site', () => ({ leaveSite: vi.fn() }));

const MAIN_SITE = 'https://www.henhouse.com/';
// The dialog's module loads on the first click that would leave: load it before the tests, which
// then wait only for the dialog.
beforeAll(() => import('./catering-exit-dialog'));

/** Shows the cart's item count, so a test can wait for the cart to load before clicking. */
function CartCount() {
  return <output aria-label="items">{useCartQuantity()}</output>;
}

/** jsdom cannot follow links; a click that would leave is stopped here after the popup had its say. */
let unstoppedClicks: string[] = [];
const recordUnstoppedClick = (event: MouseEvent) => {
  if (!event.defaultPrevented && event.target instanceof HTMLAnchorElement)
    unstoppedClicks.push(event.target.href);
  event.preventDefault();
};

async function renderWithLinks() {
  renderWithProviders(
    <>
      <a href={MAIN_SITE}>Main site</a>
      <a href="https://shop.henhouse.com/" target="_blank" rel="noreferrer">
        Merch
      </a>
      <a href="https://www.henhouse.com/locations/nc">Our locations</a>
      <a href="/menu">Our menu</a>
      <CartCount />
      <CateringExitPopup />
    </>,
  );
}

describe('CateringExitPopup (SPEC §2/§4 "Catering exit")', () => {
  beforeEach(async () => {
    await mockBackend.reset({ cart: 'full', channel: 'catering' });
    unstoppedClicks = [];
    window.addEventListener('click', recordUnstoppedClick);
  });
  afterEach(() => {
    window.removeEventListener('click', recordUnstoppedClick);
  });
  afterAll(() => mockBackend.reset());

  describe('on catering with items in the cart', () => {
    beforeEach(async () => {
      usePreferencesStore.setState({ channel: 'catering' });
      chooseOrder(SEEDED_CART_ORDER_ID, 200);
      await renderWithLinks();
      await waitFor(() => expect(screen.getByRole('status', { name: 'items' })).toHaveTextContent('5'), {
        timeout: 5000,
      });
    });

    it('asks before a link leaves for another site, saying that exiting clears the cart', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Main site' }));

      const popup = await screen.findByRole('dialog', { name: 'Are you sure you want to exit catering?' });
      expect(popup).toHaveTextContent('Exiting catering will clear your cart.');
      expect(unstoppedClicks).toEqual([]);
      expect(leaveSite).not.toHaveBeenCalled();
    });

    it('Continue clears the cart, sets the cookie exit-catering and goes to the main site', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Main site' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

      expect(leaveSite).toHaveBeenCalledWith(MAIN_SITE);
      expect(readCookie('exit-catering')).toBe('true');
      expect(useOrderStore.getState().order).toBeNull();
    });

    it('Cancel closes it and stays, keeping the cart', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Main site' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(leaveSite).not.toHaveBeenCalled();
      expect(useOrderStore.getState().order?.id).toBe(SEEDED_CART_ORDER_ID);
    });

    it('asks before a link that opens another site in a new tab, such as the Merch Store', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Merch' }));

      expect(
        await screen.findByRole('dialog', { name: 'Are you sure you want to exit catering?' }),
      ).toBeVisible();
      expect(unstoppedClicks).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(leaveSite).toHaveBeenCalledWith('https://shop.henhouse.com/');
      expect(useOrderStore.getState().order).toBeNull();
    });

    it("opens another site's locations pages in a new tab, unasked, keeping the cart", async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await userEvent.click(screen.getByRole('link', { name: 'Our locations' }));

      expect(open).toHaveBeenCalledWith(
        'https://www.henhouse.com/locations/nc',
        '_blank',
        'noopener,noreferrer',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useOrderStore.getState().order?.id).toBe(SEEDED_CART_ORDER_ID);
      open.mockRestore();
    });

    it('lets pages of this site pass unasked', async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Our menu' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(unstoppedClicks).toEqual(['http://localhost:3000/menu']);
    });
  });

  it('does not ask with an empty cart', async () => {
    usePreferencesStore.setState({ channel: 'catering' });
    await renderWithLinks();

    await userEvent.click(screen.getByRole('link', { name: 'Main site' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unstoppedClicks).toEqual([MAIN_SITE]);
  });

  it('does not ask on the default channel', async () => {
    chooseOrder(SEEDED_CART_ORDER_ID, 200);
    await renderWithLinks();
    await waitFor(() => expect(screen.getByRole('status', { name: 'items' })).toHaveTextContent('5'), {
      timeout: 5000,
    });

    await act(() => userEvent.click(screen.getByRole('link', { name: 'Main site' })));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unstoppedClicks).toEqual([MAIN_SITE]);
  });
});
