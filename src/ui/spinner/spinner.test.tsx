import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces what is loading', () => {
    render(<Spinner label="Loading locations" />);

    expect(screen.getByRole('status', { name: 'Loading locations' })).toBeInTheDocument();
  });

  it('stays silent when decorative', () => {
    const { container } = render(<Spinner decorative />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
