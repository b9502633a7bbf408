import type { HandoffDetails, Location, Menu } from '../../src/api/generated/model';
import {
  withoutBookkeeping,
  type StoredFavoriteOrder,
  type StoredOrder,
  type StoredOrderStatus,
} from '../db/database';
import { DEMO_MEMBER, FAVORITE_ORDER_IDS, LOCATION_IDS, MENU_IDS, PAST_ORDER_IDS, SKUS } from './constants';
import { DEMO_HOME_ADDRESS } from './members';
import { buildOrder, type OrderDraft } from './orders';
import { byId } from './seed-lookup';
import { daysAfter, minutesAfter } from './seed-dates';

const demoContact: HandoffDetails = {
  first_name: DEMO_MEMBER.first_name,
  last_name: DEMO_MEMBER.last_name,
  email: DEMO_MEMBER.email,
  phone: DEMO_MEMBER.phone.replace(/^\+1/, ''),
};

const home = DEMO_HOME_ADDRESS;

type PastOrderDraft = Omit<
  OrderDraft,
  'location' | 'menu' | 'memberId' | 'status' | 'created' | 'earliest'
> & {
  locationId: number;
  daysAgo: number;
};

/** The demo member's order history: pickup (scheduled), curbside and delivery, all completed. */
const PAST_ORDERS: PastOrderDraft[] = [
  {
    id: PAST_ORDER_IDS[0],
    lineIdBase: 8_000_100,
    locationId: LOCATION_IDS.charlotteUptown,
    daysAgo: 21,
    handoff: 'pickup',
    lines: [
      {
        sku: SKUS.bigFamilyMeal,
        choices: ['Cajun', "Mac 'n Cheese", 'Coleslaw', 'Green Beans', 'Cajun Pintos'],
      },
      { sku: 'SWEET-TEA-GALLON' },
    ],
    handoffDetails: demoContact,
  },
  {
    id: PAST_ORDER_IDS[1],
    lineIdBase: 8_000_200,
    locationId: LOCATION_IDS.charlotteBallantyne,
    daysAgo: 9,
    handoff: 'curbside',
    lines: [
      { sku: SKUS.cajunFiletCombo, choices: ['Bo-Rounds', 'Legendary Sweet Tea', 'Regular'] },
      {
        sku: SKUS.chickenSupremes,
        choices: ['3 Piece', 'Honey Mustard'],
        instructions: 'Extra crispy, please',
      },
      { sku: 'CHOC-CHIP-COOKIE', quantity: 2 },
    ],
    tip: 2,
    handoffDetails: { ...demoContact, vehicle: { make: 'Honda', model: 'Accord', color: 'Silver' } },
  },
  {
    id: PAST_ORDER_IDS[2],
    lineIdBase: 8_000_300,
    locationId: LOCATION_IDS.charlotteUptown,
    daysAgo: 3,
    handoff: 'dispatch',
    lines: [
      { sku: SKUS.cajunFiletBiscuit, choices: ['Make it a combo', 'Cheese Grits', 'Coca-Cola', 'Large'] },
      { sku: 'SAUSAGE-BISCUIT', quantity: 2, choices: ['Egg', 'American Cheese'] },
    ],
    address: {
      address: home.address,
      building: home.building,
      city: home.city,
      state: home.state,
      zip: home.zip,
      lat: home.lat,
      lng: home.lng,
      instructions: 'Leave it with the front desk.',
    },
    deliveryFee: 3.99,
    tip: 3,
    handoffDetails: { ...demoContact, address: home.address, city: home.city, zip: home.zip },
  },
];

export interface PastOrderRecords {
  orders: StoredOrder[];
  statuses: StoredOrderStatus[];
  favorites: StoredFavoriteOrder[];
}

const FAVORITES = [
  { id: FAVORITE_ORDER_IDS[0], description: 'Family night', orderId: PAST_ORDER_IDS[0] },
  { id: FAVORITE_ORDER_IDS[1], description: 'Weekday lunch', orderId: PAST_ORDER_IDS[1] },
];

function completedStatus(order: StoredOrder, submitted: Date): StoredOrderStatus {
  return {
    order_id: order.id,
    status: 'completed',
    handoff: order.handoff,
    estimated_ready: minutesAfter(submitted, 15).toISOString(),
    updated: minutesAfter(submitted, 40).toISOString(),
    is_final: true,
    arrived: order.handoff === 'curbside',
    tracking_url: null,
    submitted_at: submitted.toISOString(),
  };
}

export function buildPastOrders(now: Date, locations: Location[], menus: Menu[]): PastOrderRecords {
  const regularMenu = byId(menus, MENU_IDS.regular);
  const orders: StoredOrder[] = [];
  const statuses: StoredOrderStatus[] = [];
  for (const { locationId, daysAgo, ...draft } of PAST_ORDERS) {
    const created = daysAfter(now, -daysAgo);
    const submitted = minutesAfter(created, 4);
    const order = buildOrder({
      ...draft,
      location: byId(locations, locationId),
      menu: regularMenu,
      memberId: DEMO_MEMBER.id,
      status: 'submitted',
      created,
      earliest: minutesAfter(created, 15),
      // The pickup order was scheduled ahead; the others were asap.
      wanted: draft.handoff === 'pickup' ? minutesAfter(created, 90) : undefined,
      submitted,
    });
    orders.push(order);
    statuses.push(completedStatus(order, submitted));
  }

  const favorites = FAVORITES.map(({ id, description, orderId }): StoredFavoriteOrder => {
    // A favourite holds the order as the contract shows it, without the backend's bookkeeping.
    const order = withoutBookkeeping(byId(orders, orderId));
    return { id, description, order, member_id: DEMO_MEMBER.id };
  });

  return { orders, statuses, favorites };
}
