import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UpsellSuggestions } from './upsell-suggestions';

const sweetPotatoPie = { id: 51, name: 'Pastel de camote', language: 'es', cost: 2.29 };
const appleTurnover = { id: 54, name: 'Apple Turnover', language: 'en', cost: 1.99 };
const items = [sweetPotatoPie, appleTurnover];

describe('upsell suggestions', () => {
  it('marks a name the server left in English on a Spanish page, and only that one (WCAG 3.1.2)', async () => {
    renderWithProviders(
      <UpsellSuggestions
        orderId="c186a39e-d479-4422-9c4a-d9b10f687c80"
        title="Postres"
        headingLevel={2}
        items={items}
        source={['upsells']}
      />,
      { locale: 'es' },
    );
    expect(await screen.findByText('Apple Turnover')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Pastel de camote')).not.toHaveAttribute('lang');
  });

  it('marks nothing on an English page', () => {
    renderWithProviders(
      <UpsellSuggestions
        orderId="c186a39e-d479-4422-9c4a-d9b10f687c80"
        title="Desserts"
        headingLevel={2}
        items={[appleTurnover]}
        source={['upsells']}
      />,
    );
    expect(screen.getByText('Apple Turnover')).not.toHaveAttribute('lang');
  });
});
