import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

/** At the latest this long after mounting, even while a call of the page is still out. */
const AT_THE_LATEST_MS = 3000;

/** Calls back at the browser's next idle moment (a task later where it cannot say). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: AT_THE_LATEST_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/** Renders nothing; says when the page's calls are answered and the browser has been idle since. */
function UntilFirstScreen({ onShown }: { onShown: () => void }) {
  const pageFetching = useIsFetching() > 0;
  useEffect(() => {
    const timer = window.setTimeout(onShown, AT_THE_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [onShown]);
  useEffect(() => (pageFetching ? undefined : whenIdle(onShown)), [pageFetching, onShown]);
  return null;
}

/**
 * Shows its children once the page's data has arrived and the browser has had an idle moment since
 * (or three seconds after mounting, whatever the page still waits for), and from then on. The
 * frame's extras (the top alert, in-app messages, the e-mail club sign-up) wait in it: their code
 * and calls would otherwise share the network and the main thread with the page's first screen.
 * Only the small watcher inside follows the page's calls, so nothing else re-renders with them.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [onShown] = useState(() => () => setShown(true));
  return shown ? children : <UntilFirstScreen onShown={onShown} />;
}
