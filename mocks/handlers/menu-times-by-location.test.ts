// @vitest-environment node
import { GetMenuTimesResponse } from '../../src/api/generated/zod/menus/menus.zod';
import { noonInCharlotte, pinClock } from '../clock';
import { mockBackend } from '../node';
import { LOCATION_IDS, MENU_IDS } from '../seed/constants';
import { call, messagesOf, okBody } from './testing/api';

beforeEach(async () => {
  pinClock(noonInCharlotte());
  await mockBackend.reset();
});

const times = (locationId: number) =>
  call('GET', `/menus/${MENU_IDS.regular}/times?location_id=${locationId}`);

describe('menu times of one restaurant (the regular menu is served by many)', () => {
  it('offers no slot at a restaurant closed all week', async () => {
    const week = okBody(await times(LOCATION_IDS.matthewsClosed), GetMenuTimesResponse);
    expect(week.days).toHaveLength(7);
    expect(week.days.every((day) => day.closed && day.slots.length === 0)).toBe(true);
  });

  it('offers the slots of the restaurant asked for', async () => {
    const week = okBody(await times(LOCATION_IDS.charlotteUptown), GetMenuTimesResponse);
    expect(week.days.some((day) => day.slots.length > 0)).toBe(true);
  });

  it('answers 404 for a restaurant that does not serve the menu', async () => {
    messagesOf(await call('GET', `/menus/${MENU_IDS.catering}/times?location_id=999999`), 404);
  });
});
