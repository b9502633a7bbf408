import type { RequestHandler } from 'msw';
import {
  getGetMenuMockHandler,
  getGetMenuProductMockHandler,
  getGetMenuTimesMockHandler,
} from '../../src/api/generated/endpoints/menus/menus.msw';
import { GetMenuTimesQueryParams } from '../../src/api/generated/zod/menus/menus.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import type { MockDatabase } from '../db/database';
import { leadMinutesFor } from '../domain/catering-lead';
import { findMenuProduct, isCateringMenu } from '../domain/menu-catalog';
import { menuLanguageOf, translateMenu, translateProduct } from '../domain/menu-language';
import { addDays, timeZoneOf } from '../domain/opening-hours';
import { daysInRange, localToday, MAX_TIME_RANGE_DAYS, menuDays, SLOT_MINUTES } from '../domain/time-slots';
import { fail, idParam } from './http';
import { findMenu, locationServingMenu } from './orders/order-store';
import { takenTimesAt } from './orders/taken-slots';

/** Menus, their products (in the request's `Accept-Language`), and the times a scheduled order can be ready. */

const menuOf = (db: MockDatabase, id: string | readonly string[] | undefined) => {
  const menuId = idParam(id, 'menu');
  return findMenu(db, menuId) ?? fail(404, `No menu with id ${menuId}.`);
};

function readTimesQuery(request: Request): { from?: string; to?: string; location_id?: number } {
  const params = new URL(request.url).searchParams;
  const parsed = GetMenuTimesQueryParams.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    location_id: params.has('location_id') ? Number(params.get('location_id')) : undefined,
  });
  if (!parsed.success) fail(400, 'Dates must be written YYYY-MM-DD and location_id a positive number.');
  return parsed.data;
}

export const menusHandlers: RequestHandler[] = [
  getGetMenuTimesMockHandler(({ request, params }) => {
    const db = dbFor(request);
    const menu = menuOf(db, params.menuId);
    const range = readTimesQuery(request);
    // A menu is served by many restaurants: the order's own hours decide its slots.
    const location =
      locationServingMenu(db, menu, range.location_id) ?? fail(404, 'No restaurant serves this menu.');
    const from = range.from ?? localToday(location, now());
    const to = range.to ?? addDays(from, 6);
    const days = daysInRange(from, to);
    if (days < 1) fail(400, 'The end date must not be before the start date.');
    if (days > MAX_TIME_RANGE_DAYS)
      fail(400, `Times can be asked for at most ${MAX_TIME_RANGE_DAYS} days at once.`);
    const lead = leadMinutesFor(location, isCateringMenu(menu, location) ? 'catering' : 'default');
    return {
      menu_id: menu.id,
      timezone: timeZoneOf(location),
      interval_minutes: SLOT_MINUTES,
      days: menuDays(location, from, to, now(), takenTimesAt(db, location.id), lead),
    };
  }),

  getGetMenuProductMockHandler(({ request, params }) => {
    const menu = menuOf(dbFor(request), params.menuId);
    const productId = idParam(params.id, 'product');
    const product =
      findMenuProduct(menu, productId) ?? fail(404, `No product with id ${productId} on this menu.`);
    return translateProduct(product, menuLanguageOf(request));
  }),

  getGetMenuMockHandler(({ request, params }) =>
    translateMenu(menuOf(dbFor(request), params.menuId), menuLanguageOf(request)),
  ),
];
