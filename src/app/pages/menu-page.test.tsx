import { screen, waitFor, within } from '@testing-library/react';
import { LOCATION_IDS } from '../../../mocks/seed/constants';
import { getLocation } from '../../api/generated/endpoints/locations/locations';
import { useLocationStore, useMenuStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';
import { MenuPage, NutritionPage, OrderMenuPage } from '../pages';

async function chooseLocation(id: number) {
  useLocationStore.getState().setLocation(await getLocation(id));
}

// Pages are lazily loaded chunks: load them before the tests, which then wait only for the page.
beforeAll(() => Promise.all([MenuPage.preload(), OrderMenuPage.preload(), NutritionPage.preload()]));

/** The default menu's categories, in the seed's order. */
const DEFAULT_MENU_CATEGORIES = ['Breakfast', 'Chicken', 'Combos', 'Sides', 'Biscuits', 'Desserts', 'Drinks'];

const productCard = (name: string) => {
  const link = screen.getByRole('link', { name });
  const card = link.closest('article');
  if (!card) throw new Error(`${name} has no card`);
  return { link, card: within(card), picture: card.querySelector('img') };
};

describe('/menu (SPEC §2: categories and products, no location needed)', () => {
  it('draws a section for every category: the first two with the page, the rest right after', async () => {
    renderRoute('/menu');

    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        DEFAULT_MENU_CATEGORIES,
      ),
    );
  });

  it('shows the default menu by category with prices, calories and unavailable items marked', async () => {
    renderRoute('/menu');

    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Chicken' })).toBeVisible();
    const categories = within(screen.getByRole('navigation', { name: 'Menu categories' }));
    expect(categories.getAllByRole('link').map((link) => link.textContent)).toEqual(DEFAULT_MENU_CATEGORIES);
    const chickenLink = categories.getByRole('link', { name: 'Chicken' });
    expect(document.getElementById(chickenLink.getAttribute('href')?.slice(1) ?? '')).toHaveAccessibleName(
      'Chicken',
    );

    const supremes = productCard('Chicken Supremes');
    expect(supremes.card.getByText('$5.49')).toBeVisible();
    expect(supremes.card.getByText('350–1,150 Cal')).toBeVisible();
    expect(supremes.card.queryByText('Unavailable now')).not.toBeInTheDocument();
    // No location yet: the card leads to the browsing product page.
    expect(supremes.link).toHaveAttribute('href', '/menu/product?id=CHICKEN-SUPREMES');

    const smoked = productCard('Smoked Chicken Sandwich');
    expect(smoked.card.getByText('Unavailable now')).toBeVisible();
    expect(smoked.card.getByText(/Limited time – back soon/)).toBeVisible();
    expect(smoked.link).toHaveAttribute('href', '/menu/product?id=SMOKED-CHICKEN-SANDWICH');

    // The name is the link's text, so the picture is decorative; its size is reserved; below the fold it loads lazily.
    expect(supremes.picture).toHaveAttribute('alt', '');
    expect(supremes.picture).toHaveAttribute('width', '200');
    expect(supremes.picture).toHaveAttribute('height', '150');
    expect(supremes.picture).toHaveAttribute('loading', 'lazy');
    expect(productCard('Cajun Filet Biscuit').picture).toHaveAttribute('loading', 'eager');
  });

  it("shows the chosen location's menu, whose cards lead to the ordering product page", async () => {
    await chooseLocation(LOCATION_IDS.nashvilleGulch);
    renderRoute('/menu');

    expect(await screen.findByRole('link', { name: 'Hot Honey Chicken Sandwich' })).toHaveAttribute(
      'href',
      '/order/product?id=HOT-HONEY-SANDWICH',
    );
    expect(screen.queryByRole('link', { name: 'Country Ham Biscuit' })).not.toBeInTheDocument();
  });

  it('says once that a deep-linked product is not found at this location, and clears the flag', async () => {
    useMenuStore.getState().setDeeplinkProductNotFoundAtLocation(true);
    renderRoute('/menu');

    expect(
      await screen.findByText(/the item you were looking for is not available at this location/),
    ).toBeVisible();
    expect(useMenuStore.getState().deeplinkProductNotFoundAtLocation).toBe(false);
  });
});

describe('/menu/{mid}', () => {
  it('shows that menu', async () => {
    renderRoute('/menu/200');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catering Menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Big Party Pack/ })).toHaveAttribute(
      'href',
      '/menu/product?id=CATERING-PARTY-PACK-20&mid=200',
    );
  });

  it.each(['/menu/999', '/menu/not-a-menu'])('reads 404 for an unknown menu (%s)', async (path) => {
    renderRoute(path);
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    // The title follows in the effects of the commit that draws the page.
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });
});

describe('/order', () => {
  it('asks for a location first, with a link to /locations', async () => {
    renderRoute('/order');

    expect(await screen.findByRole('heading', { level: 1, name: 'Start Your Order' })).toBeVisible();
    expect(screen.getByText('Choose a location to see its menu and start your order.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a Henhouse near you' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });

  it("shows the chosen location's menu for ordering", async () => {
    await chooseLocation(LOCATION_IDS.charlotteUptown);
    renderRoute('/order');

    expect(await screen.findByText(/^Ordering from /)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Chicken Supremes' })).toHaveAttribute(
      'href',
      '/order/product?id=CHICKEN-SUPREMES',
    );
    expect(screen.getByRole('link', { name: 'Change Location' })).toHaveAttribute('href', '/locations');
  });
});

describe('/menu/nutrition', () => {
  it('lists every product with its calories in tables with headers', async () => {
    renderRoute('/menu/nutrition');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
    const chicken = await screen.findByRole('table', { name: 'Chicken' });
    const table = within(chicken);
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Calories']);
    const row = table.getByRole('row', { name: /Chicken Supremes/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Chicken Supremes');
    expect(within(row).getByRole('cell')).toHaveTextContent('350–1,150');
    expect(screen.getAllByRole('table')).toHaveLength(7);
  });
});
