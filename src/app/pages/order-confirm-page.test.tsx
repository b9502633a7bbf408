import { screen, waitFor } from '@testing-library/react';
import { mockBackend } from '../../../mocks/node';
import { renderRoute } from '../../testing/render-route';

afterEach(() => mockBackend.reset());

const UNKNOWN_ORDER_ID = '00000000-0000-4000-8000-000000000000';

describe('the order confirmation page', () => {
  it.each(['/order/confirm', '/app/confirm'])(
    'is the 404 page, titled so, at %s without an order id',
    async (path) => {
      renderRoute(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
      ).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Page not found'));
    },
  );

  it.each(['/order/confirm', '/app/confirm'])(
    'thanks nobody for an order the server does not know (%s)',
    async (path) => {
      renderRoute(`${path}?id=${UNKNOWN_ORDER_ID}`);

      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
      ).toBeVisible();
      expect(screen.getByText('This page could not be found')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page not found'));
    },
  );
});
