import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('tells everyone that a link opening a new tab does so', () => {
    renderWithProviders(
      <ExternalLink href="https://merch.example.com" target="_blank">
        Merch Store
      </ExternalLink>,
    );

    const link = screen.getByRole('link', { name: 'Merch Store (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('gives the other site no hold on this page', () => {
    renderWithProviders(
      <ExternalLink href="https://merch.example.com" target="_blank" rel="external">
        Merch Store
      </ExternalLink>,
    );

    expect(screen.getByRole('link')).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('adds no new-tab hint to a link that opens in the same tab', () => {
    renderWithProviders(<ExternalLink href="https://gift.example.com">Gift Cards</ExternalLink>);

    expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
