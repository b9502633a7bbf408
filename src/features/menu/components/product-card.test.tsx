import { screen } from '@testing-library/react';
import type { MenuProduct } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProductCard } from './product-card';

const product = (overrides: Partial<MenuProduct>): MenuProduct => ({
  id: 1,
  name: 'Apple Turnover',
  sku: 'APPLE-TURNOVER',
  cost: 1.99,
  availability: { now: true },
  ...overrides,
});

describe('ProductCard in Spanish', () => {
  it('marks a name the server left in English as English (WCAG 3.1.2)', async () => {
    renderWithProviders(<ProductCard product={product({ language: 'en' })} href="/menu/product" />, {
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Apple Turnover' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('leaves a translated name in the page language', async () => {
    renderWithProviders(
      <ProductCard
        product={product({ name: 'Biscuit de filete cajún', language: 'es' })}
        href="/menu/product"
      />,
      { locale: 'es' },
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Biscuit de filete cajún' }),
    ).not.toHaveAttribute('lang');
  });
});
