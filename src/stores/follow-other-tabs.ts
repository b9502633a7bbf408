import { useLocationStore } from './location-store';
import { useOrderStore } from './order-store';
import { usePreferencesStore } from './preferences-store';
import { useSessionStore } from './session-store';

interface PersistedStore<State> {
  getInitialState: () => State;
  setState: (state: State, replace: true) => void;
  persist: { getOptions: () => { name?: string }; rehydrate: () => Promise<void> | void };
}

/** How this tab follows one store: read it again, or start it afresh. */
const follower = <State>(store: PersistedStore<State>) => ({
  name: store.persist.getOptions().name,
  reset: () => store.setState(store.getInitialState(), true),
  reread: () => void store.persist.rehydrate(),
});

/** The stores kept in localStorage, which other tabs of the site write too. */
const PERSISTED_STORES = [
  follower(useSessionStore),
  follower(useLocationStore),
  follower(useOrderStore),
  follower(usePreferencesStore),
];

/**
 * Keeps this tab's client state in step with the other tabs (the `storage` event): a sign-in, a new
 * location or order there is read here; an entry another tab removed (a sign-out) resets the store
 * here, so this tab never writes the old token or cart back. Returns the way to stop following.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    for (const store of PERSISTED_STORES) {
      // A `null` key: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== store.name) continue;
      if (event.newValue === null) store.reset();
      else store.reread();
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
