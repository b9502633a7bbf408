import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fragmentTargetHasFocus, hasFragment, useRevealHashTarget } from '../lib/reveal-hash-target';

/** True once the user has moved to another page: only then does a new page take focus. */
const NavigatedContext = createContext(false);

/**
 * After an in-app navigation, scrolls to the top; the new page's heading then takes focus
 * (through `usePageHeadingFocus`), so screen readers announce the page like a full load would.
 * An address with a `#fragment` goes to the element it names instead, once the page renders it.
 */
export function PageNavigation({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [previousLocation, setPreviousLocation] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (location !== previousLocation) {
    setPreviousLocation(location);
    setNavigated(true);
  }

  useEffect(() => {
    if (navigated && !hasFragment()) window.scrollTo(0, 0);
  }, [location, navigated]);
  useRevealHashTarget();

  return <NavigatedContext value={navigated}>{children}</NavigatedContext>;
}

/** A ref for a page's `<h1 tabIndex={-1}>`: focuses it when the page was reached by navigating. */
export function usePageHeadingFocus(): (heading: HTMLHeadingElement | null) => void {
  const navigated = useContext(NavigatedContext);
  return useCallback(
    (heading: HTMLHeadingElement | null) => {
      // Not over the target of a `#fragment` link, which took focus first (see useRevealHashTarget).
      if (navigated && !fragmentTargetHasFocus()) heading?.focus();
    },
    [navigated],
  );
}
