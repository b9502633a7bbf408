import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { SITE_URL } from '../config/site-url';

const neverChanges = () => () => undefined;

/**
 * The page's own address, as a hook. A prerendered page was rendered at the published address
 * (`VITE_SITE_URL`): hydration reads that one too, so the HTML matches, and React then renders
 * again with the browser's real address.
 */
export function usePageUrl(): URL {
  const [path] = useLocation();
  const href = useSyncExternalStore(
    neverChanges,
    () => globalThis.location?.href ?? new URL(path, `${SITE_URL}/`).href,
    () => new URL(path, `${SITE_URL}/`).href,
  );
  return new URL(href);
}
