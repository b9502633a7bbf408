import type { ReactElement } from 'react';
import { cleanup } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureHttpClient } from '../../../api/http-client';
import { removeCookie } from '../../../lib/cookies';
import {
  selectAccessToken,
  useLocationStore,
  useOrderStore,
  usePreferencesStore,
  useSessionStore,
  useUiStore,
  type ChosenLocation,
} from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';

/** Test-only helpers for the navigation components: a page address, and the client state they read. */

/** Renders `ui` as if the browser showed `path` (which may carry a query). */
export function renderAtPath(ui: ReactElement, path = '/') {
  const [pathname = '/', search = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
  const view = renderWithProviders(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {ui}
    </Router>,
  );
  return { ...view, memory };
}

/** A location whose street address is longer than both truncation lengths (20 and 15). */
export const LONG_ADDRESS_LOCATION: ChosenLocation = {
  id: 1001,
  name: 'Charlotte – Uptown',
  address: '1500 South Boulevard Suite 200',
  city: 'Charlotte',
  state: 'NC',
  zip: '28203',
  menu_id: 100,
  lat: 35.2,
  lng: -80.86,
};

/** Signs a member in the way the app does: the session store holds the token, the http client sends it. */
export function signInMember(access: string, memberId: number): void {
  useSessionStore.getState().signIn({ access, memberId, provider: 'ordering' });
  configureHttpClient({
    getAccessToken: () => selectAccessToken(useSessionStore.getState()),
    getDeviceId: () => 'test-device',
    isCatering: () => usePreferencesStore.getState().channel === 'catering',
  });
}

export function chooseOrder(id: number, menuId = 100, locationId = 1001): void {
  useOrderStore.getState().setOrder({
    id,
    menu_id: menuId,
    location_id: locationId,
    created: new Date().toISOString(),
  });
}

/**
 * Puts every store and cookie the frame reads back to a first visit on the default channel. It
 * unmounts the rendered UI first, so the resets re-render nothing.
 */
export function resetFrameState(): void {
  cleanup();
  useSessionStore.getState().signOut();
  useLocationStore.getState().clearLocation();
  useOrderStore.getState().clearOrder();
  usePreferencesStore.setState({ channel: 'default' });
  useUiStore.setState({ showCart: false, showMobileMenu: false, loading: false });
  removeCookie('source');
  removeCookie('exit-catering');
  configureHttpClient({
    getAccessToken: () => undefined,
    getDeviceId: () => 'test-device',
    isCatering: () => false,
  });
  localStorage.clear();
}
