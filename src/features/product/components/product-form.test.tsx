import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuProduct } from '../../../api/generated/model';
import { useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProductForm } from './product-form';

const tea: MenuProduct = {
  id: 100061,
  name: 'Legendary Sweet Tea',
  sku: 'SWEET-TEA',
  cost: 1.99,
  availability: { now: true },
  optiongroups: [
    {
      id: 1,
      description: 'Upsize it',
      mandatory: false,
      min_selects: 0,
      max_selects: 1,
      options: [{ id: 11, name: 'Large', cost: 0.7 }],
    },
  ],
};

describe('ProductForm without a location', () => {
  it('shows the choices and price but offers to choose a location instead of adding', () => {
    renderWithProviders(<ProductForm product={tea} initialQuantity={1} orderable={false} />);

    expect(screen.getByRole('group', { name: 'Upsize it' })).toBeVisible();
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total $1.99');
    expect(screen.getByRole('link', { name: 'Choose a location to order' })).toHaveAttribute(
      'href',
      '/locations',
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

describe('ProductForm quantity', () => {
  it('stops at 99: plus then stays in place, marked unavailable, and adds nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductForm product={tea} initialQuantity={98} orderable={false} />);
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(plus);
    expect(quantity).toHaveTextContent('99');
    expect(plus).toHaveAttribute('aria-disabled', 'true');

    await user.click(plus);
    expect(quantity).toHaveTextContent('99');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total $197.01');
    expect(plus).toHaveFocus();
  });
});

describe('ProductForm of a reward item (members only)', () => {
  const freeTea: MenuProduct = { ...tea, id: 100066, sku: 'FREE-SWEET-TEA', cost: 0, members_only: true };

  it('asks a guest to sign in instead of offering the add, coming back to the product', () => {
    renderWithProviders(<ProductForm product={freeTea} initialQuantity={1} orderable />, {
      path: '/order/product?id=FREE-SWEET-TEA',
    });

    expect(
      screen.getByText('This item is for rewards members. Sign in to add it to your order.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to add it' })).toHaveAttribute(
      'href',
      `/account/login?redirect=${encodeURIComponent('/order/product?id=FREE-SWEET-TEA')}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('offers a signed-in member the add', () => {
    useSessionStore.getState().signIn({ access: 'token', memberId: 1, provider: 'ordering' });
    renderWithProviders(<ProductForm product={freeTea} initialQuantity={1} orderable />);

    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in to add it' })).not.toBeInTheDocument();
  });
});
