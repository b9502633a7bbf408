import { render, screen } from '@testing-library/react';
import { PhoneLink } from './phone-link';

describe('PhoneLink', () => {
  it.each([
    ['7045551234', '(704) 555-1234', 'tel:+17045551234'],
    ['+1 704-555-1234', '(704) 555-1234', 'tel:+17045551234'],
  ])('shows %s as %s, dialled as %s', (phone, shown, href) => {
    render(<PhoneLink phone={phone} />);
    expect(screen.getByRole('link', { name: shown })).toHaveAttribute('href', href);
  });

  it.each([null, undefined, '', '555-1234'])('shows nothing for %s', (phone) => {
    const { container } = render(<PhoneLink phone={phone} />);
    expect(container).toBeEmptyDOMElement();
  });
});
