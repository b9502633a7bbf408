import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRememberAppSource } from '../../features/navigation/hooks/use-remember-app-source';
import { usePreferencesStore, useUiStore } from '../../stores';

/**
 * What every route change does to the frame: the channel is derived again from the address
 * (SPEC §1), the cart panel and the mobile menu close (SPEC §2), and `?source=app` is remembered
 * in its cookie (SPEC §1).
 */
export function useRouteChangeEffects(): void {
  const [path] = useLocation();
  // A change of the query alone is a route change too: Edit in the cart on a product page.
  const search = useSearch();
  useEffect(() => {
    usePreferencesStore.getState().syncChannel(new URL(window.location.href));
    useUiStore.getState().closeOnRouteChange();
  }, [path, search]);
  useRememberAppSource();
}
