import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/api-error';
import type { EngagementAdapter, EngagementCard } from './engagement-adapter';
import { loadEngagement } from './load-engagement';

export interface ContentCards {
  /** The viewer's cards, or `undefined` while they load. */
  cards: readonly EngagementCard[] | undefined;
  /** Why the cards could not be read (shown as SPEC §8 says); `undefined` when they were, or still load. */
  loadError: ApiError | undefined;
  /** Reads the cards again. */
  reload: () => void;
  logImpressions: (cardIds: readonly string[]) => void;
  logClick: (cardId: string) => void;
  dismiss: (cardId: string) => void;
}

const noSubscription = () => () => undefined;
const nothing = () => undefined;

/**
 * The viewer's content cards, following the engagement adapter (loaded on first use). `memberId`
 * names the viewer (`undefined`: a guest); with `enabled` false nothing loads.
 */
export function useContentCards(memberId: number | undefined, enabled = true): ContentCards {
  const [adapter, setAdapter] = useState<EngagementAdapter>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    void loadEngagement().then((loaded) => current && setAdapter(() => loaded), nothing);
    return () => {
      current = false;
    };
  }, [enabled]);
  const { locale } = useIntl();
  // Before identify: a first fetch is then already in the page's language.
  useEffect(() => {
    if (enabled) adapter?.setLanguage(locale);
  }, [adapter, locale, enabled]);
  useEffect(() => {
    if (enabled) adapter?.identify(memberId);
  }, [adapter, memberId, enabled]);
  const cards = useSyncExternalStore(
    adapter?.subscribe ?? noSubscription,
    () => (enabled ? adapter?.cards() : undefined),
    // The cards are the viewer's own: a prerendered page has none yet.
    () => undefined,
  );
  const loadError = useSyncExternalStore(
    adapter?.subscribe ?? noSubscription,
    () => (enabled ? adapter?.loadError() : undefined),
    () => undefined,
  );
  return useMemo(
    () => ({
      cards,
      loadError,
      reload: () => adapter?.reload(),
      logImpressions: (ids: readonly string[]) => adapter?.logImpressions(ids),
      logClick: (id: string) => adapter?.logClick(id),
      dismiss: (id: string) => adapter?.dismiss(id),
    }),
    [adapter, cards, loadError],
  );
}
