import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useUiStore } from '../../../stores';
import { bounce } from '../../../ui/styles/motion.css';
import { CartButton } from './cart-button';

function renderCartButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <CartButton />
      </IntlProvider>
    </QueryClientProvider>,
  );
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
