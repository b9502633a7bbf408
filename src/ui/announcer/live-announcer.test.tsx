import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Dialog } from '../dialog/dialog';
import { announce } from './announcer-store';
import { LiveAnnouncer } from './live-announcer';

const pageRegion = () => screen.getAllByRole('status', { hidden: true })[0];

describe('LiveAnnouncer', () => {
  it('is one polite region that says each announcement, the same words again too', () => {
    renderWithProviders(<LiveAnnouncer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => announce('Cart total $12.00'));
    const first = screen.getByText('Cart total $12.00');
    act(() => announce('Cart total $12.00'));

    expect(region).toHaveTextContent('Cart total $12.00');
    expect(screen.getByText('Cart total $12.00')).not.toBe(first);
  });

  it('speaks from the open modal dialog while there is one, as the page behind it is inert', () => {
    const { rerender } = renderWithProviders(
      <>
        <LiveAnnouncer />
        <Dialog open onClose={() => {}} title="Your Cart">
          <p>Lines</p>
        </Dialog>
      </>,
    );
    act(() => announce('Cart total $9.00'));

    const regions = screen.getAllByRole('status', { hidden: true });
    expect(regions).toHaveLength(2);
    expect(pageRegion()).toBeEmptyDOMElement();
    expect(regions[1]).toHaveTextContent('Cart total $9.00');

    rerender(
      <>
        <LiveAnnouncer />
        <Dialog open={false} onClose={() => {}} title="Your Cart">
          <p>Lines</p>
        </Dialog>
      </>,
    );
    expect(pageRegion()).toBeEmptyDOMElement();
    act(() => announce('Cart total $4.00'));
    expect(pageRegion()).toHaveTextContent('Cart total $4.00');
  });
});
