import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** jsdom has no `matchMedia`: a controllable stand-in for one query. */
function fakeMatchMedia(initiallyMatches: boolean) {
  let matches = initiallyMatches;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the query as the window changes', () => {
    const media = fakeMatchMedia(true);
    const { result } = renderHook(() => useMediaQuery('screen and (max-width: 899.98px)'));
    expect(result.current).toBe(true);

    act(() => media.change(false));

    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes away', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)'));
    expect(media.listenerCount()).toBe(1);

    unmount();

    expect(media.listenerCount()).toBe(0);
  });

  it('answers false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('screen and (min-width: 900px)'));

    expect(result.current).toBe(false);
  });
});
