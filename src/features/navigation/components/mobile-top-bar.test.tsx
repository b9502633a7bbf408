import { screen } from '@testing-library/react';
import { usePreferencesStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MobileTopBar } from './mobile-top-bar';

describe('MobileTopBar', () => {
  it.each(['default', 'catering'] as const)(
    'links the search page by a named icon on the %s channel',
    (channel) => {
      usePreferencesStore.setState({ channel });
      renderWithProviders(<MobileTopBar />);

      expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    },
  );
});
