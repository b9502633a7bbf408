import { useSyncExternalStore } from 'react';

const noMatchMedia = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/**
 * Whether a media query (e.g. `mobileLayout` from the theme) matches now, following changes.
 * Prefer CSS for showing and hiding; use this only where the markup itself must differ.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (noMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => !noMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
