import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderPage(Page: ReturnType<typeof lazyPage<'Page', object>>) {
  render(
    <ShowError>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ShowError>,
  );
}

describe('lazyPage', () => {
  it('loads the chunk once when preloaded, and the page renders from that same load', async () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => <h1>Menu</h1> }));
    const Page = lazyPage(load, 'Page');

    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledOnce();

    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a page whose chunk has already loaded at once, without showing its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ Page: () => <h1>Menu</h1> }), 'Page');
    await Page.preload();

    renderPage(Page);

    // In the same task as the render: no fallback first (React holds a fallback's content back
    // for 300 ms once the fallback has shown).
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('settles its preload when the chunk fails, leaving the failure to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('chunk missing')), 'Page');

    await expect(Page.preload()).resolves.toBeUndefined();
    renderPage(Page);

    expect(await screen.findByText('Failed: chunk missing')).toBeVisible();
  });

  it('reports a chunk that fails to load where the page renders, not from the preload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('chunk missing')), 'Page');

    Page.preload();
    // Long enough for a rejection nobody handled to be reported (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderPage(Page);

    expect(await screen.findByText('Failed: chunk missing')).toBeVisible();
  });
});
