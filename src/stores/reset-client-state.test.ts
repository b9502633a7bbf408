import { ORDERING_PROVIDER, STORAGE_KEYS } from '../config/client-state';
import { useLocationStore } from './location-store';
import { useMenuStore } from './menu-store';
import { useOrderStore } from './order-store';
import { usePreferencesStore } from './preferences-store';
import { resetClientState } from './reset-client-state';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

const southEnd = {
  id: 101,
  name: 'South End',
  address: '1200 South Blvd',
  city: 'Charlotte',
  state: 'NC',
  zip: '28203',
  menu_id: 9001,
  lat: 35.21,
  lng: -80.86,
};

describe('resetClientState', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState(useSessionStore.getInitialState(), true);
    useOrderStore.setState(useOrderStore.getInitialState(), true);
    useLocationStore.setState(useLocationStore.getInitialState(), true);
    useMenuStore.setState(useMenuStore.getInitialState(), true);
    usePreferencesStore.setState(usePreferencesStore.getInitialState(), true);
    useUiStore.setState(useUiStore.getInitialState(), true);
  });

  it('signs out and forgets the order and the stored profile, keeping the language and the location', () => {
    useSessionStore
      .getState()
      .signIn({ access: 'access-5001-1', memberId: 5001, provider: ORDERING_PROVIDER });
    useSessionStore.getState().setRedirect('/account/offers');
    useOrderStore.getState().setOrder({
      id: '3f2b8c1e-5d4a-4e7b-9a61-0c8d2e4f7a19',
      menu_id: 9001,
      location_id: 101,
      created: new Date().toISOString(),
    });
    useMenuStore.getState().setOfferToApply('FREEBISCUIT');
    useUiStore.getState().openCart();
    usePreferencesStore.getState().setLanguage('es');
    useLocationStore.getState().setLocation(southEnd);
    localStorage.setItem(STORAGE_KEYS.user, '{"value":{"first_name":"Jordan"},"expires":null}');
    localStorage.setItem(STORAGE_KEYS.offers, '{"value":{"status":200},"expires":null}');

    resetClientState();

    expect(useSessionStore.getState()).toMatchObject({ token: null, redirect: null });
    expect(useOrderStore.getState().order).toBeNull();
    expect(useMenuStore.getState().offerToApply).toBeNull();
    expect(useUiStore.getState().showCart).toBe(false);
    expect(usePreferencesStore.getState().language).toBe('es');
    expect(useLocationStore.getState().location).toEqual(southEnd);
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('access-5001-1');
    // The member's profile and offers leave the device with the token.
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.offers)).toBeNull();
  });
});
