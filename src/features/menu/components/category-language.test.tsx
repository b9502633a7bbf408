import { screen, within } from '@testing-library/react';
import type { Category } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CategoryNav } from './category-nav';
import { CategorySection } from './category-section';
import { NutritionTable } from './nutrition-table';

const categories: Category[] = [
  { id: 1, name: 'Desayuno', language: 'es', products: [] },
  { id: 2, name: 'Secret Menu', description: 'Only for regulars.', language: 'en', products: [] },
];

describe('category names on a Spanish page (WCAG 3.1.2)', () => {
  it('marks a name the server left in English in the category links, headings and nutrition captions', async () => {
    renderWithProviders(
      <>
        <CategoryNav categories={categories} />
        {categories.map((category) => (
          <CategorySection key={category.id} category={category} productHref={() => '/'} eagerImages={0} />
        ))}
        {categories.map((category) => (
          <NutritionTable key={category.id} category={category} />
        ))}
      </>,
      { locale: 'es' },
    );
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Secret Menu' })).toHaveAttribute('lang', 'en');
    expect(within(nav).getByRole('link', { name: 'Desayuno' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Secret Menu' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Only for regulars.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Desayuno' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('table', { name: 'Secret Menu' }).querySelector('caption')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
