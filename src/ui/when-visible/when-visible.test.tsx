import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenVisible', () => {
  const observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows its part only once its place comes near the screen', () => {
    render(
      <WhenVisible>
        <p>E-mail club</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('E-mail club')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('400px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('E-mail club')).toBeNull();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('E-mail club')).toBeInTheDocument();
  });

  it('shows it anyway where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>E-mail club</p>
      </WhenVisible>,
    );
    expect(await screen.findByText('E-mail club')).toBeInTheDocument();
  });
});
