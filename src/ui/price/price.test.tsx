import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
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

  it('writes the price the Spanish way when the site is in Spanish', () => {
    render(
      <IntlProvider locale="es" messages={{}}>
        <p>
          <Price amount={12.5} />
        </p>
      </IntlProvider>,
    );

    expect(text(screen.getByRole('paragraph'))).toBe('12,50 US$');
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
