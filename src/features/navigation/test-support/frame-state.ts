import { useOrderStore, useSessionStore, type ChosenLocation } from '../../../stores';
import { orderReference } from '../../../testing/order-reference';

/** Test-only client state for the navigation components. */

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

/** Signs a member in the way the app does: the session store holds the token the http client sends. */
export function signInMember(access: string, memberId: number): void {
  useSessionStore.getState().signIn({ access, memberId, provider: 'ordering' });
}

export function chooseOrder(id: string, menuId = 100, locationId = 1001): void {
  useOrderStore.getState().setOrder({ ...orderReference(id), menu_id: menuId, location_id: locationId });
}
