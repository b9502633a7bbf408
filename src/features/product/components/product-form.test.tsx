import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuProduct } from '../../../api/generated/model';
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
