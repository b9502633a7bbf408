// With `.ts`: tests/e2e/support/client-state.ts shares it, and `npm run budget` runs that in Node.
import { LOCATION_IDS, MENU_IDS } from '../../mocks/seed/constants.ts';
import type { ChosenLocation } from '../stores';

/**
 * Charlotte – Uptown (seeded location 1001, regular menu 100) as the location store keeps it, for
 * unit and e2e tests; its street address is longer than both of the header's truncation lengths.
 */
export const CHARLOTTE_UPTOWN: ChosenLocation = {
  id: LOCATION_IDS.charlotteUptown,
  name: 'Charlotte – Uptown',
  address: '1500 South Tryon Street Suite 200',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  menu_id: MENU_IDS.regular,
  lat: 35.229,
  lng: -80.8419,
};
