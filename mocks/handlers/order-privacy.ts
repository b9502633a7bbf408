import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { dbFor } from '../db/context';
import { bearerToken } from './http';

/** Every call whose answer may carry an order (the v2 donations call answers the cart too). */
const ORDER_CALLS = /\/api\/(?:v1\/orders|v2\/carts)(?:[/?]|$)/;

type JsonObject = Record<string, JsonBodyType>;

const isOrderShaped = (value: JsonObject): boolean =>
  typeof value.id === 'string' && 'billing' in value && 'handoff_details' in value;

/** The order without what only its member may see: their saved cards and contact details. */
function withoutMemberDetails(value: JsonBodyType, isMembersOrder: (id: string) => boolean): JsonBodyType {
  if (Array.isArray(value)) return value.map((item) => withoutMemberDetails(item, isMembersOrder));
  if (typeof value !== 'object' || value === null) return value;
  const object = value as JsonObject;
  if (isOrderShaped(object) && isMembersOrder(String(object.id))) {
    return {
      ...object,
      billing: { type: 'creditcard', accounts: [] },
      handoff_details: null,
      custom_fields: {},
    };
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, field]) => [key, withoutMemberDetails(field, isMembersOrder)]),
  );
}

/**
 * A member's open cart also answers a call without a token, so a member signed out by a revoked
 * session keeps it (SPEC §8). Such an answer leaves out the member's saved cards and contact
 * details: whoever holds the cart's id without the token learns nothing of the member.
 */
export function orderPrivacyHandler(backend: readonly RequestHandler[]): RequestHandler {
  return http.all(ORDER_CALLS, async ({ request }) => {
    if (bearerToken(request)) return undefined;
    const response = await getResponse([...backend], request);
    if (!response?.headers.get('content-type')?.includes('json')) return response;
    const db = dbFor(request);
    const isMembersOrder = (id: string) =>
      (db.orders.findFirst((q) => q.where({ id }))?.member_id ?? null) !== null;
    const body = (await response.json()) as JsonBodyType;
    return HttpResponse.json(withoutMemberDetails(body, isMembersOrder), { status: response.status });
  });
}
