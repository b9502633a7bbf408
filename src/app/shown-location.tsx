import { createContext, use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { ProgressIndicator } from './layout/progress-indicator';

type Navigate = ReturnType<typeof useLocation>[1];

interface Shown {
  path: string;
  search: string;
  navigate: Navigate;
}

const ShownContext = createContext<Shown | null>(null);

function useShown(): Shown {
  const shown = use(ShownContext);
  if (!shown) throw new Error('The shown location is read inside <ShownLocation>.');
  return shown;
}

const useShownLocation: BaseLocationHook = () => {
  const { path, navigate } = useShown();
  return [path, navigate];
};
const useShownSearch = () => useShown().search;

const addressOf = (path: string, search: string) => (search ? `${path}?${search}` : path);

/**
 * The pages below see the address once its page can be shown: a navigation renders in the
 * background, and the page on screen stays, with the loading bar, until the next page's code and
 * data have arrived. Shown at once, React's loading fallback would hold the next page back for at
 * least 300 ms after it appeared, however fast the page arrived.
 */
export function ShownLocation({ children }: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const address = addressOf(path, search);
  const shownAddress = useDeferredValue(address);
  const queryStart = shownAddress.indexOf('?');
  const shownPath = queryStart < 0 ? shownAddress : shownAddress.slice(0, queryStart);
  const shownSearch = queryStart < 0 ? '' : shownAddress.slice(queryStart + 1);
  const shown = useMemo(
    () => ({ path: shownPath, search: shownSearch, navigate }),
    [shownPath, shownSearch, navigate],
  );
  return (
    <ShownContext value={shown}>
      {shownAddress !== address && <ProgressIndicator />}
      <Router hook={useShownLocation} searchHook={useShownSearch}>
        {children}
      </Router>
    </ShownContext>
  );
}
