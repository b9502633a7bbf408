import type {
  DeliveryAddress,
  HandoffDetails,
  HandoffMode,
  Location,
  Menu,
  OrderStatusProperty,
} from '../../src/api/generated/model';
import type { StoredOrder } from '../db/database';
import { buildOrderLine, computeTotals, type LineRequest } from './order-lines';

export interface OrderDraft {
  id: string;
  /** Line ids are unique across all seeded orders: this base plus the line's position. */
  lineIdBase: number;
  location: Location;
  menu: Menu;
  handoff: HandoffMode;
  lines: LineRequest[];
  memberId: number | null;
  status: OrderStatusProperty;
  created: Date;
  /** Earliest ready time; the order is asap unless `wanted` is given. */
  earliest: Date;
  wanted?: Date;
  expires?: Date;
  submitted?: Date;
  address?: DeliveryAddress;
  deliveryFee?: number;
  tip?: number;
  handoffDetails?: HandoffDetails;
}

/** An order whose lines are priced from its menu and whose totals add up to the cent. */
export function buildOrder(draft: OrderDraft): StoredOrder {
  const products = draft.lines.map((line, index) =>
    buildOrderLine(draft.menu, draft.lineIdBase + index + 1, line),
  );
  const totals = computeTotals(products, draft.location.tax_rate ?? 0, {
    handoff: draft.deliveryFee,
    tip: draft.tip,
  });
  return {
    id: draft.id,
    menu_id: draft.menu.id,
    location_id: draft.location.id,
    channel: draft.menu.channel,
    handoff: draft.handoff,
    address: draft.address ?? null,
    time: {
      mode: draft.wanted ? 'advance' : 'asap',
      wanted: draft.wanted?.toISOString() ?? null,
      earliest: draft.earliest.toISOString(),
    },
    products,
    taxes: [{ label: 'Sales Tax', amount: totals.tax }],
    totals,
    coupon: null,
    discounts: [],
    donations: [],
    rewards: [],
    custom_fields: {},
    handoff_details: draft.handoffDetails ?? null,
    status: draft.status,
    created: draft.created.toISOString(),
    expires: draft.expires?.toISOString() ?? null,
    submitted: draft.submitted?.toISOString() ?? null,
    member_id: draft.memberId,
    idempotency_key: null,
    idempotency_body: null,
    guest_secret: null,
  };
}
