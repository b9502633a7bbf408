import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Badge } from './badge';
import * as styles from './badge.css';

describe('Badge', () => {
  it('shows the count', () => {
    renderWithProviders(<Badge count={3} />);

    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('does not animate when it first appears with a count', () => {
    renderWithProviders(<Badge count={3} />);

    expect(screen.getByText('3')).not.toHaveClass(styles.rising);
  });

  it('animates the cart badge when the total quantity rises', () => {
    const { rerender } = renderWithProviders(<Badge count={1} />);

    rerender(<Badge count={2} />);

    expect(screen.getByText('2')).toHaveClass(styles.rising);
  });

  it('animates the rise from an empty cart to one item', () => {
    const { rerender } = renderWithProviders(<Badge count={0} />);

    rerender(<Badge count={1} />);

    expect(screen.getByText('1')).toHaveClass(styles.rising);
  });

  it('plays the animation again on each rise', () => {
    const { rerender } = renderWithProviders(<Badge count={1} />);
    rerender(<Badge count={2} />);
    const afterFirstRise = screen.getByText('2');

    rerender(<Badge count={3} />);

    expect(screen.getByText('3')).not.toBe(afterFirstRise);
    expect(screen.getByText('3')).toHaveClass(styles.rising);
  });

  it('does not animate when the quantity falls', () => {
    const { rerender } = renderWithProviders(<Badge count={3} />);

    rerender(<Badge count={2} />);

    expect(screen.getByText('2')).not.toHaveClass(styles.rising);
  });

  it('is hidden at zero', () => {
    const { container } = renderWithProviders(<Badge count={0} />);

    expect(container).toBeEmptyDOMElement();
  });

  it('shows 99+ above 99', () => {
    renderWithProviders(<Badge count={120} />);

    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('reads its label instead of the bare number', () => {
    renderWithProviders(
      <button type="button">
        Cart <Badge count={3} label="3 items in your cart" />
      </button>,
    );

    expect(screen.getByRole('button', { name: 'Cart 3 items in your cart' })).toBeInTheDocument();
  });
});
