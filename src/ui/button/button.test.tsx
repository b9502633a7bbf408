import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button that never submits a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Add More Items</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add More Items' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs its action when clicked or pressed with the keyboard', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Place Order</Button>);

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing on a second click while loading', async () => {
    function PlaceOrder({ onPlace }: { onPlace: () => void }) {
      const [placing, setPlacing] = useState(false);
      return (
        <Button
          loading={placing}
          onClick={() => {
            setPlacing(true);
            onPlace();
          }}
        >
          Place Order
        </Button>
      );
    }
    const onPlace = vi.fn();
    renderWithProviders(<PlaceOrder onPlace={onPlace} />);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Place Order' }));

    expect(onPlace).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Place Order
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells assistive technology it is busy, keeps its name and stays focusable while loading', async () => {
    renderWithProviders(<Button loading>Place Order</Button>);
    const button = screen.getByRole('button', { name: 'Place Order' });

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
  });

  it('keeps focus and ignores activation while busy saving, then works again', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(
      <Button busy onClick={onClick}>
        Increase quantity
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');

    rerender(<Button onClick={onClick}>Increase quantity</Button>);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the label in place while the spinner shows, so the width does not change', () => {
    renderWithProviders(<Button loading>Place Order</Button>);

    expect(screen.getByText('Place Order')).toBeInTheDocument();
    expect(screen.getByRole('button').querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('cannot be used while disabled', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Proceed to Checkout
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(screen.getByRole('button')).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
