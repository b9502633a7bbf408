import { screen, within } from '@testing-library/react';
import type { Menu } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MenuView } from './menu-view';

const menu = {
  id: 100,
  name: 'Menu',
  categories: ['Chicken', 'Sides', 'Drinks', 'Desserts', 'Kids'].map((name, index) => ({
    id: index + 1,
    name,
    products: [],
  })),
} as unknown as Menu;

describe('MenuView', () => {
  it("draws a section for every category, where the bar's link to it leads", () => {
    renderWithProviders(<MenuView menu={menu} productHref={() => '/'} />);

    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });
});
