import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { STORAGE_KEYS } from '../../config/client-state';
import { useExpansionMarketStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the expansion menu pages', () => {
  it('lists the expansion markets, and a market leads to its menu, remembered for the next visit', async () => {
    const user = userEvent.setup();
    renderRoute('/expansion-menu');

    expect(await heading('Expansion Menu')).toBeVisible();
    // The heading shows while the markets load.
    const markets = await screen.findByRole('navigation', { name: 'New restaurants' });
    await user.click(within(markets).getByRole('link', { name: 'Nashville – The Gulch, TN' }));

    expect(await heading('Menu at Nashville – The Gulch')).toBeVisible();
    expect(useExpansionMarketStore.getState().market).toBe('nashville-the-gulch');
    expect(localStorage.getItem(STORAGE_KEYS.expansionMarket)).toContain('nashville-the-gulch');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('opens an item of the market menu, with its price and the way to order it there', async () => {
    const user = userEvent.setup();
    renderRoute('/expansion-menu/items?market=birmingham-downtown');

    expect(await heading('Menu at Birmingham – Downtown')).toBeVisible();
    const [link] = within(screen.getAllByRole('listitem')[0] ?? document.body).getAllByRole('link');
    if (!link) throw new Error('The market menu lists no item');
    const itemName = link.querySelector('span')?.textContent ?? '';
    await user.click(link);

    expect(await heading(itemName)).toBeVisible();
    // Each market's page of the item has a title of its own, for tabs and search results.
    expect(document.title).toBe(`${itemName} at Birmingham – Downtown`);
    expect(screen.getByText(/\$\d+\.\d{2}/)).toBeVisible();
    const order = screen.getByRole('link', { name: 'Order from Birmingham – Downtown' });
    const orderUrl = new URL(order.getAttribute('href') ?? '', 'http://localhost');
    expect(orderUrl.pathname).toBe('/order');
    expect(orderUrl.searchParams.get('store')).toBe('1047');
    expect(orderUrl.searchParams.get('product')).toBe(itemName);
    expect(screen.getByRole('link', { name: 'Back to the menu of Birmingham – Downtown' })).toBeVisible();
  });

  it('asks for a market first when none is chosen, and refuses one that is not on the list', async () => {
    const { unmount } = renderRoute('/expansion-menu/items');
    expect(await heading('Expansion Menu items')).toBeVisible();
    expect(screen.getByText('Choose a restaurant first to see its menu.')).toBeVisible();
    unmount();

    renderRoute('/expansion-menu/items?market=atlantis');
    expect(
      await screen.findByText('That restaurant is not on the expansion menu. Choose another one.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a restaurant' })).toHaveAttribute(
      'href',
      '/expansion-menu',
    );
  });

  it('shows the markets in Spanish, and says so with a retry when the content service fails', async () => {
    server.use(http.get('*/cms/v2/stories', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    renderRoute('/expansion-menu', { locale: 'es' });

    expect(await heading('Menú de expansión')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el menú.');

    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('link', { name: 'Nashville – The Gulch, TN' })).toBeVisible();
  });
});
