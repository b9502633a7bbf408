import { act, screen } from '@testing-library/react';
import { useUiStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { bounce } from '../../../ui/styles/motion.css';
import { CartButton } from './cart-button';

function renderCartButton() {
  renderWithProviders(<CartButton />);
  return screen.getByRole('button', { name: /^Cart/ });
}

describe('CartButton', () => {
  it('bounces its icon after an add to the cart, and again (a new element) after the next one', () => {
    useUiStore.setState({ cartBounces: 0 });
    const button = renderCartButton();
    expect(button.querySelector(`.${bounce}`)).toBeNull();

    act(() => useUiStore.getState().bounceCart());
    const first = button.querySelector(`.${bounce}`);
    expect(first).not.toBeNull();

    act(() => useUiStore.getState().bounceCart());
    const second = button.querySelector(`.${bounce}`);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});
