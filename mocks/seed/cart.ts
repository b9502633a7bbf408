import type { Location, Menu } from '../../src/api/generated/model';
import type { StoredOrder } from '../db/database';
import { DEMO_MEMBER, FIRST_LOCATION_ID, MENU_IDS, SEEDED_CART_ORDER_ID, SKUS } from './constants';
import type { LineRequest } from './order-lines';
import { buildOrder } from './orders';
import { byId } from './seed-lookup';
import { daysAfter, minutesAfter } from './seed-dates';

/**
 * Default cart: a line with nested choices (combo → side → drink → size), a line with a quantity
 * and sauces, a plain line, and Dirty Rice, which the expansion menu (101) lacks, so transferring
 * the cart to an expansion-market location reports one line that did not transfer.
 */
const DEFAULT_LINES: LineRequest[] = [
  { sku: SKUS.cajunFiletCombo, choices: ['Seasoned Fries', 'Legendary Sweet Tea', 'Large'] },
  { sku: SKUS.chickenSupremes, quantity: 2, choices: ['5 Piece', 'Bo-Sauce', 'Honey Mustard'] },
  { sku: SKUS.boBerryBiscuit, quantity: 3 },
  { sku: SKUS.dirtyRice, choices: ['Large'] },
];

/** Catering cart: well over the $150 catering-delivery minimum (SPEC §5). */
const CATERING_LINES: LineRequest[] = [
  { sku: SKUS.cateringBigPartyPack, choices: ['Cajun', "Mac 'n Cheese", 'Coleslaw', 'Green Beans'] },
  { sku: SKUS.cateringSweetTeaGallon, quantity: 2 },
  { sku: SKUS.cateringBoBerryDozen },
  { sku: SKUS.cateringCookieTray },
];

export interface CartOptions {
  channel: 'default' | 'catering';
  signedIn: boolean;
}

/** An open asap pickup order at the first location, created now and kept for a day. */
export function buildSeededCart(
  now: Date,
  locations: Location[],
  menus: Menu[],
  options: CartOptions,
): StoredOrder {
  const location = byId(locations, FIRST_LOCATION_ID);
  const menuId = options.channel === 'catering' ? MENU_IDS.catering : location.menu_id;
  return buildOrder({
    id: SEEDED_CART_ORDER_ID,
    lineIdBase: 8_010_000,
    location,
    menu: byId(menus, menuId),
    handoff: 'pickup',
    lines: options.channel === 'catering' ? CATERING_LINES : DEFAULT_LINES,
    memberId: options.signedIn ? DEMO_MEMBER.id : null,
    status: 'open',
    created: now,
    earliest: minutesAfter(now, 15),
    expires: daysAfter(now, 1),
  });
}
