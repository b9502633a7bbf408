import { screen } from '@testing-library/react';
import type { Location } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LocationResult } from './location-result';

const matthews: Location = {
  id: 1006,
  name: 'Matthews',
  address: '100 Main St',
  city: 'Matthews',
  state: 'NC',
  zip: '28105',
  lat: 35.1,
  lng: -80.7,
  menu_id: 100,
  hours: Array.from({ length: 7 }, (_, day) => ({ day, open: null, close: null, closed: true })),
};
const noop = () => undefined;
const renderResult = (location: Location) =>
  renderWithProviders(
    <LocationResult location={location} selected={false} onSelect={noop} onOrder={noop} ordering={false} />,
  );

describe('LocationResult', () => {
  it('says a restaurant closed all week is not taking orders, and offers no "Order here"', () => {
    renderResult(matthews);

    expect(screen.getByText('Not taking orders')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Order here/ })).not.toBeInTheDocument();
  });

  it('offers "Order here" at a restaurant open on some day', () => {
    const hours = matthews.hours?.map((day) =>
      day.day === 1 ? { day: 1, open: '10:00', close: '22:00', closed: false } : day,
    );
    renderResult({ ...matthews, hours });

    expect(screen.getByRole('button', { name: /Order here/ })).toBeVisible();
    expect(screen.queryByText('Not taking orders')).not.toBeInTheDocument();
  });

  it('shows the restaurant’s phone as (###) ###-####, dialled by a tap', () => {
    renderResult({ ...matthews, phone: '7045550123' });

    expect(screen.getByRole('link', { name: '(704) 555-0123' })).toHaveAttribute('href', 'tel:+17045550123');
  });
});
