import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import * as buttonStyles from '../button/button.css';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link that looks like a button and navigates in the app', async () => {
    const { router } = renderWithProviders(
      <LinkButton href="/order" variant="secondary">
        Order Now
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Order Now' });

    expect(link).toHaveClass(buttonStyles.root, buttonStyles.variant.secondary);
    await userEvent.click(link);
    expect(router.history).toEqual(['/', '/order']);
  });
});

describe('LinkButton to another site', () => {
  it('is an ordinary link that gives the other site no hold on this page', () => {
    renderWithProviders(<LinkButton href="https://gift.example.com/cards">Gift Cards</LinkButton>);
    const link = screen.getByRole('link', { name: 'Gift Cards' });

    expect(link).toHaveAttribute('href', 'https://gift.example.com/cards');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass(buttonStyles.root, buttonStyles.variant.primary);
  });
});
