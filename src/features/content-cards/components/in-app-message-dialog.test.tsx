import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { EngagementInAppMessage } from '../../../lib/engagement';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InAppMessageDialog } from './in-app-message-dialog';

const biscuits: EngagementInAppMessage = {
  id: 'in-app-message-1',
  header: 'Biscuits are back',
  message: 'Order a box for the office.',
  imageUrl: 'https://cdn.example/biscuit.png',
  imageAlt: '',
  url: undefined,
  buttons: [
    { text: 'Later', url: undefined },
    { text: 'See offers', url: '/offers' },
  ],
};

/** The dialog as the site shows it: it stays until it asks to close, then leaves the page. */
function ShownMessage(props: { message: EngagementInAppMessage; onShown: () => void; onClick: () => void }) {
  const [shown, setShown] = useState(true);
  return shown && <InAppMessageDialog {...props} onClose={() => setShown(false)} />;
}

function showMessage(message: EngagementInAppMessage = biscuits) {
  const onShown = vi.fn();
  const onClick = vi.fn();
  const view = renderWithProviders(<ShownMessage message={message} onShown={onShown} onClick={onClick} />);
  return { ...view, onShown, onClick };
}

describe('InAppMessageDialog', () => {
  it('shows the message in a dialog named by its header, with its image and buttons, and logs the impression', () => {
    const { onShown } = showMessage();

    expect(screen.getByRole('dialog', { name: 'Biscuits are back' })).toBeInTheDocument();
    expect(screen.getByText('Order a box for the office.')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', 'https://cdn.example/biscuit.png');
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/offers');
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledWith('in-app-message-1');
  });

  it('follows a button to a page of the site in the app, logging the click and closing', async () => {
    const { router, onClick } = showMessage();

    await userEvent.click(screen.getByRole('link', { name: 'See offers' }));

    expect(onClick).toHaveBeenCalledWith('in-app-message-1', 1);
    expect(router.history).toEqual(['/', '/offers']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs a click on a button that leads nowhere and closes', async () => {
    const { router, onClick } = showMessage();

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));

    expect(onClick).toHaveBeenCalledWith('in-app-message-1', 0);
    expect(router.history).toEqual(['/']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads to another https site by an ordinary link, to this site by a path, and never to a script', () => {
    showMessage({
      ...biscuits,
      buttons: [
        { text: 'Gift cards', url: 'https://gift.example.com/cards' },
        { text: 'Menu', url: `${window.location.origin}/menu?category=2` },
        { text: 'Surprise', url: 'javascript:alert(1)' },
      ],
    });

    expect(screen.getByRole('link', { name: 'Gift cards' })).toHaveAttribute(
      'href',
      'https://gift.example.com/cards',
    );
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu?category=2');
    expect(screen.getByRole('button', { name: 'Surprise' })).not.toHaveAttribute('href');
  });

  it("titles a message without a header by its text, with the message's own link", async () => {
    const { router, onClick } = showMessage({
      ...biscuits,
      header: '',
      imageUrl: undefined,
      url: '/offers',
      buttons: [],
    });

    expect(screen.getByRole('dialog', { name: 'Order a box for the office.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See more' }));
    expect(onClick).toHaveBeenCalledWith('in-app-message-1', undefined);
    expect(router.history).toEqual(['/', '/offers']);
  });

  it('closes with its close control or Escape without logging a click', async () => {
    const { onClick } = showMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    showMessage();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('returns focus to what had it before the message showed', async () => {
    const { rerender } = renderWithProviders(<button type="button">Add to cart</button>);
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    rerender(
      <>
        <button type="button">Add to cart</button>
        <ShownMessage message={biscuits} onShown={vi.fn()} onClick={vi.fn()} />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });
});
