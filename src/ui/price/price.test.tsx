import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Price } from './price';

/** Intl separates the number and the currency with a no-break space; compare with plain ones. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('Price', () => {
  it('shows US dollars with 2 decimals', () => {
    renderWithProviders(
      <ul>
        <li>
          <Price amount={12.5} />
        </li>
        <li>
          <Price amount={7} />
        </li>
        <li>
          <Price amount={1234.567} />
        </li>
      </ul>,
    );

    expect(screen.getAllByRole('listitem').map(text)).toEqual(['$12.50', '$7.00', '$1,234.57']);
  });

  it('writes a price the US way in Spanish too: the restaurants are in the US', async () => {
    renderWithProviders(
      <p>
        <Price amount={1234.5} />
      </p>,
      { locale: 'es' },
    );

    expect(text(await screen.findByRole('paragraph'))).toBe('$1,234.50');
  });

  it('shows a discount as a negative amount', () => {
    renderWithProviders(
      <p>
        <Price amount={-2} />
      </p>,
    );

    expect(text(screen.getByRole('paragraph'))).toBe('-$2.00');
  });
});
