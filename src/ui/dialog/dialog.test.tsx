import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Dialog, type DialogProps } from './dialog';

function LocationPrompt(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change location
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Where would you like to order from?"
        {...props}
      >
        <p>Pick a recent or the nearest location.</p>
      </Dialog>
    </>
  );
}

async function openPrompt(props: Partial<DialogProps> = {}) {
  renderWithProviders(<LocationPrompt {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
  return screen.getByRole('dialog', { name: 'Where would you like to order from?' });
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its heading', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await openPrompt();

    expect(showModal).toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Where would you like to order from?' })).toBeInTheDocument();
    expect(screen.getByText('Pick a recent or the nearest location.')).toBeVisible();
  });

  it('closes with its translated close button', async () => {
    await openPrompt();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns focus to the button that opened the dialog', async () => {
    await openPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.getByRole('button', { name: 'Change location' })).toHaveFocus();
  });

  it('closes on Escape, which the browser reports as a cancel event', async () => {
    const dialog = await openPrompt();
    const cancel = new Event('cancel', { cancelable: true });

    fireEvent(dialog, cancel);

    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change location' })).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const dialog = await openPrompt();

    await userEvent.click(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside it', async () => {
    await openPrompt();

    await userEvent.click(screen.getByText('Pick a recent or the nearest location.'));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open when a text selection drags out onto the backdrop', async () => {
    const dialog = await openPrompt();
    const text = screen.getByText('Pick a recent or the nearest location.');

    fireEvent.pointerDown(text);
    fireEvent.click(dialog);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores the backdrop when asked to', async () => {
    const dialog = await openPrompt({ closeOnBackdropClick: false });

    await userEvent.click(dialog);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('tells its owner when the browser closed it by itself', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Dialog open onClose={onClose} title="Are these details correct?">
        <form method="dialog" />
      </Dialog>,
    );

    fireEvent(screen.getByRole('dialog'), new Event('close'));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while not dismissible: the close button, Escape, the backdrop and a browser close do nothing', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await openPrompt({ dismissible: false });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(close);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    await userEvent.click(dialog);
    const opened = showModal.mock.calls.length;
    fireEvent(dialog, new Event('close'));

    expect(cancel.defaultPrevented).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(opened + 1);
    expect(screen.getByRole('dialog', { name: 'Where would you like to order from?' })).toBeInTheDocument();
  });

  it('shows its action buttons', async () => {
    await openPrompt({ actions: <button type="button">Continue</button> });

    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

describe('a dialog opened from inside another (the free-item popup in the cart)', () => {
  function CartWithPopup() {
    const [cartOpen, setCartOpen] = useState(true);
    const [popupOpen, setPopupOpen] = useState(true);
    return (
      <Dialog open={cartOpen} onClose={() => setCartOpen(false)} title="Your Cart">
        <Dialog
          open={popupOpen}
          onClose={() => setPopupOpen(false)}
          title="Hey now, don’t get greedy."
          actions={
            <button type="button" onClick={() => setPopupOpen(false)}>
              Okay
            </button>
          }
        >
          <p>Only one free item allowed.</p>
        </Dialog>
      </Dialog>
    );
  }
  const popup = () => screen.queryByRole('dialog', { name: 'Hey now, don’t get greedy.' });
  const cart = () => screen.queryByRole('dialog', { name: 'Your Cart' });

  it.each([
    ['Okay', () => userEvent.click(screen.getByRole('button', { name: 'Okay' }))],
    ['✕', () => userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)],
    ['Escape', () => fireEvent(popup() as HTMLElement, new Event('cancel', { cancelable: true }))],
  ])('closes only itself on %s, never the dialog around it', async (_how, close) => {
    renderWithProviders(<CartWithPopup />);
    expect(popup()).toBeInTheDocument();
    await close();
    expect(screen.queryByText('Only one free item allowed.')).not.toBeInTheDocument();
    expect(cart()).toBeInTheDocument();
  });
});
