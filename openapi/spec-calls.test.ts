// @vitest-environment node
import { resolve } from 'node:path';
import { bundleSpec } from '../scripts/lib/bundle-spec.ts';
import { operations } from '../src/api/generated/operations';

type Operation = { responses?: Record<string, unknown> };
const repoRoot = resolve(import.meta.dirname, '..');
const contract = bundleSpec('openapi/openapi.yaml', repoRoot) as {
  paths: Record<string, Record<string, Operation>>;
};

/**
 * SPEC §7's calls, written as SPEC writes them (one entry per method, query strings left off): a path
 * without a leading slash is under /api/v1/. This list is the judge of the contract; the rest of
 * the project reads the contract's operations from `src/api/generated/operations.ts`.
 */
const SPEC_SECTION_7 = [
  // Members
  'POST members/create',
  'POST members/signin',
  'POST members/sso',
  'DELETE members/signout',
  'GET members/get',
  'GET members/loyalty',
  'PUT members/update',
  'GET members/faves/locations',
  'POST members/faves/locations/{id}',
  'DELETE members/faves/locations/{id}',
  'GET members/payments',
  'DELETE members/payments/{id}',
  'GET members/addresses',
  'DELETE members/addresses/{id}',
  'POST members/password',
  'POST members/forgotpassword',
  'POST members/resetpassword',
  'GET members/offers/all',
  'GET members/balance',
  'POST members/redeem',
  // Locations and menus
  'GET locations',
  'GET locations/search',
  'POST locations/delivery',
  'GET locations/{id}',
  'GET menus/{menuId}',
  'GET menus/{menuId}/products/{id}',
  'GET menus/{menuId}/times',
  // Orders
  'GET orders/recent',
  'POST orders/reorder',
  'GET orders/faves',
  'POST orders/faves',
  'POST orders/faves/reorder',
  'POST orders/create',
  'DELETE orders/{id}/abandon',
  'POST orders/{id}/transfer',
  'GET orders/{id}',
  'DELETE orders/{id}',
  'POST orders/{id}/products',
  'PUT orders/{id}/products',
  'DELETE orders/{id}/products/{productId}',
  'POST orders/{id}/validate',
  'PUT orders/{id}/handoff/{mode}',
  'PUT orders/{id}/address',
  'PUT orders/{id}/custom',
  'PUT orders/{id}/time',
  'DELETE orders/{id}/time',
  'PUT orders/{id}/tip',
  'PUT orders/{id}/coupon',
  'DELETE orders/{id}/coupon',
  'POST orders/{id}/token',
  'POST orders/{id}/submit',
  'POST orders/{id}/track',
  'POST orders/{id}/arrival',
  'GET orders/{id}/status',
  'GET orders/{id}/rewards',
  'PUT orders/{id}/rewards',
  'DELETE orders/{id}/rewards/{rewardId}',
  'GET upsells/{orderId}',
  'GET upsells/{orderId}/product/{productId}',
  'PUT /api/v2/carts/{orderId}/donations',
  // Other
  'POST eclub/subscribe',
  'POST contact',
  'POST /api/submit',
  'GET /api/jobsearch',
  'GET /_data/{name}.json',
];

/**
 * Operations the contract has that SPEC §7 does not list as a path, each the offline stand-in of a
 * service SPEC names without its calls: the careers spreadsheet service and the customer-engagement
 * service (content cards, custom events).
 */
const STAND_INS = [
  'GET /api/careers/locations',
  'GET /api/v1/engagement/cards',
  'POST /api/v1/engagement/cards/{cardId}/viewed',
  'POST /api/v1/engagement/cards/{cardId}/dismissed',
  'POST /api/v1/engagement/events',
];

const absolute = (entry: string): string => {
  const [method = '', path = ''] = entry.split(' ');
  return `${method} ${path.startsWith('/') ? path : `/api/v1/${path}`}`;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const described = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((key) => HTTP_METHODS.includes(key))
    .map((method) => `${method.toUpperCase()} ${path}`),
);
const specified = SPEC_SECTION_7.map(absolute);

describe('the contract describes SPEC §7', () => {
  it('has an operation for every call SPEC §7 lists', () => {
    expect(specified.filter((call) => !described.includes(call))).toEqual([]);
  });

  it('has no operation that SPEC §7 does not list, except the named stand-ins', () => {
    expect(described.filter((call) => !specified.includes(call) && !STAND_INS.includes(call))).toEqual([]);
    expect(
      STAND_INS.filter((call) => !described.includes(call)),
      'stand-ins the contract no longer has',
    ).toEqual([]);
  });

  it.each(operations.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
    '%s declares a success and an error',
    (_name, call) => {
      const statuses = Object.keys(contract.paths[call.path]?.[call.method]?.responses ?? {});
      expect(statuses.some((status) => status.startsWith('2'))).toBe(true);
      expect(statuses.some((status) => /^[45]/.test(status))).toBe(true);
    },
  );
});
