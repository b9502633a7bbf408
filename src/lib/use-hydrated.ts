import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts HTML rendered ahead of time (and in that render itself), true once the
 * page answers to the reader: the first client render of a page that was not prerendered is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
