import { brazeConfig, type BrazeConfig } from './engagement-config';
import { createCardStore, type EngagementAdapter } from './engagement-adapter';
import { createStandInAdapter } from './stand-in-adapter';

const nothing = () => undefined;

/** When Braze cannot start (blocked, offline): no cards, and logs go nowhere. */
function createSilentAdapter(): EngagementAdapter {
  const store = createCardStore();
  store.set([]);
  return {
    cards: store.get,
    subscribe: store.subscribe,
    loadError: nothing,
    reload: nothing,
    setLanguage: nothing,
    identify: nothing,
    logImpressions: nothing,
    logClick: nothing,
    dismiss: nothing,
    logCustomEvent: nothing,
    setUserAttribute: nothing,
    subscribeToInAppMessages: () => nothing,
    logInAppMessageImpression: nothing,
    logInAppMessageClick: nothing,
  };
}

/**
 * The build's engagement adapter: Braze's SDK (its own chunk) with a key, the contract's stand-in
 * without one. This module is itself loaded lazily (`index.ts`), never with the first page.
 */
export async function createEngagementAdapter(
  config: BrazeConfig | undefined = brazeConfig(),
): Promise<EngagementAdapter> {
  if (!config) return createStandInAdapter();
  try {
    const { loadBrazeAdapter } = await import('./braze-adapter');
    return await loadBrazeAdapter(config);
  } catch {
    return createSilentAdapter();
  }
}
