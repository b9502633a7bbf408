import { act, screen } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';

const pageError = vi.hoisted(() => ({ current: { status: 503 } as unknown }));

// The home page stands in for any page that fails while loading its data.
vi.mock('./pages/home-page', () => ({
  HomePage: () => {
    throw pageError.current;
  },
}));

const renderRoutesAt = (path: string) => renderRoute(path).router;

describe('a page that throws', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the error page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the error page with the status of the error', async () => {
    pageError.current = { status: 503 };
    renderRoutesAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Error 503. Please try again in a moment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows status 500 for an error without one', async () => {
    pageError.current = new Error('boom');
    renderRoutesAt('/');

    expect(await screen.findByText('Error 500. Please try again in a moment.')).toBeVisible();
  });

  it('shows the not-found page for a 404, e.g. a failed validity check', async () => {
    pageError.current = { response: { status: 404 } };
    renderRoutesAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
    expect(screen.getByText('This page could not be found')).toBeVisible();
  });

  it('clears the error page on navigation', async () => {
    pageError.current = { statusCode: 502 };
    const memory = renderRoutesAt('/');
    expect(await screen.findByText('Error 502. Please try again in a moment.')).toBeVisible();

    act(() => memory.navigate('/somewhere-else'));

    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(screen.queryByText(/Error 502/)).not.toBeInTheDocument();
  });
});
