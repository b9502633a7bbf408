// @vitest-environment node
import {
  GetMenuProductResponse,
  GetMenuResponse,
  GetMenuTimesResponse,
} from '../../src/api/generated/zod/menus/menus.zod';
import { pinClock } from '../clock';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE } from './testing/order-fixtures';

setUpOrderBackend();
const times = (query: string, menuId: number = FIXTURE.menuId) =>
  call('GET', `/menus/${menuId}/times${query}`);

describe('menus', () => {
  it('answers a menu with its nested option groups, and 404 for an unknown one', async () => {
    const menu = okBody(await call('GET', `/menus/${FIXTURE.menuId}`), GetMenuResponse);
    expect(menu.categories.map((category) => category.name)).toEqual(['Combos', 'Sides & Sweets']);
    expect(messagesOf(await call('GET', '/menus/999'), 404)).toEqual(['No menu with id 999.']);
  });

  it('answers one product with its option tree, and 404 for a product of another menu', async () => {
    const combo = okBody(
      await call('GET', `/menus/${FIXTURE.menuId}/products/${FIXTURE.product.combo}`),
      GetMenuProductResponse,
    );
    expect(combo.optiongroups?.[0]?.options[1]?.optiongroups?.[0]).toMatchObject({
      description: 'Mac topping',
    });
    messagesOf(await call('GET', `/menus/${FIXTURE.menuId}/products/${FIXTURE.uptownProduct.fries}`), 404);
  });
});

describe('menu times', () => {
  it('lists 15-minute slots inside the opening hours, leaving out times already past', async () => {
    const answer = okBody(await times('?from=2026-02-16&to=2026-02-17'), GetMenuTimesResponse);
    expect(answer).toMatchObject({
      menu_id: FIXTURE.menuId,
      timezone: 'America/New_York',
      interval_minutes: 15,
    });
    const [today, tomorrow] = answer.days;
    // Monday noon: the first slot is 12:15 PM (prep time), the last one the 10:00 PM closing.
    expect(today).toMatchObject({
      date: '2026-02-16',
      closed: false,
      open: '2026-02-16T15:00:00.000Z',
      close: '2026-02-17T03:00:00.000Z',
    });
    expect(today?.slots[0]).toEqual({ time: '2026-02-16T17:15:00.000Z', label: '12:15 PM', available: true });
    expect(today?.slots.at(-1)).toMatchObject({ time: '2026-02-17T03:00:00.000Z', label: '10:00 PM' });
    expect(today?.slots).toHaveLength(40);
    expect(tomorrow?.slots[0]?.label).toBe('10:15 AM');
    expect(tomorrow?.slots).toHaveLength(48);
  });

  it('marks closed days and defaults to a week from today', async () => {
    const week = okBody(await times(''), GetMenuTimesResponse);
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
    ]);
    expect(week.days[6]).toEqual({ date: '2026-02-22', open: null, close: null, closed: true, slots: [] });
  });

  it('follows hours past midnight in the location’s time zone', async () => {
    pinClock('2026-02-16T05:00:00.000Z'); // Monday 00:00 in Charlotte
    const uptown = okBody(
      await times('?from=2026-02-16&to=2026-02-16', FIXTURE.uptownMenuId),
      GetMenuTimesResponse,
    );
    expect(uptown.days[0]).toMatchObject({
      open: '2026-02-16T11:00:00.000Z',
      close: '2026-02-17T07:00:00.000Z',
    });
    expect(uptown.days[0]?.slots.at(-1)?.label).toBe('2:00 AM');
  });

  it('answers 400 for more than 14 days, an end before the start, or a malformed date', async () => {
    expect(messagesOf(await times('?from=2026-02-16&to=2026-03-02'), 400)).toEqual([
      'Times can be asked for at most 14 days at once.',
    ]);
    okBody(await times('?from=2026-02-16&to=2026-03-01'), GetMenuTimesResponse);
    messagesOf(await times('?from=2026-02-17&to=2026-02-16'), 400);
    messagesOf(await times('?from=tomorrow'), 400);
    messagesOf(await call('GET', '/menus/999/times'), 404);
  });
});
