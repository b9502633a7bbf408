import type { DeclaredStatuses } from './check-response';

/**
 * The conformance walk talks to a backend through a client this small, so that one walk runs over
 * HTTP (`fetch` against a base URL: the `api:conformance` tool) and in-process (msw in vitest).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ConformanceRequest {
  method: HttpMethod;
  /** The path with its parameters filled in, e.g. `/api/v1/orders/900001`. */
  path: string;
  query?: Record<string, string | number | boolean>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer {token}`. */
  token?: string;
  headers?: Record<string, string>;
}

export interface ConformanceResponse {
  status: number;
  bodyText: string;
}

export type ConformanceClient = (request: ConformanceRequest) => Promise<ConformanceResponse>;

/** Whether a step means to reach the operation's success or one of its declared errors. */
export type Expectation = 'success' | 'error';

/** One request and its answer, checked against the contract. */
export interface ExchangeRecord {
  operationId: string;
  method: HttpMethod;
  /** The path as sent, with its query string. */
  path: string;
  /** 0 when no answer came (network failure). */
  status: number;
  /** Everything off-contract about the answer; empty when it conforms. */
  problems: string[];
  expected: Expectation;
  /** What the step does, in words. */
  step: string;
}

export interface WalkCoverage {
  /** Every operation of the contract's SPEC call list. */
  operations: string[];
  /** Operations with at least one checked 2xx answer. */
  success: string[];
  /** Operations with at least one checked 4xx or 5xx answer. */
  error: string[];
  missingSuccess: string[];
  missingError: string[];
}

export interface WalkResult {
  records: ExchangeRecord[];
  coverage: WalkCoverage;
  /** Steps that answered otherwise than the walk expected (conforming, but worth a look). */
  surprises: string[];
  /** Steps the walk skipped because an earlier answer lacked what they need. */
  skipped: string[];
}

/** A delivery address as the contract's DeliveryAddress. */
export interface WalkAddress {
  address: string;
  city: string;
  state?: string;
  zip: string;
  building?: string | null;
}

/** Credentials, ids and codes the walk uses; the defaults are the mock seed's (see walk-options.ts). */
export interface WalkSettings {
  /** The member the walk signs in as (the demo member by default). */
  email: string;
  password: string;
  /** A location whose default menu the walk orders from. */
  locationId: number;
  /** Used when the location answer carries no `menu_id`. */
  menuId: number;
  /** The menu an open order is transferred to. */
  transferMenuId: number;
  /** Free text for the location search (a zip code). */
  searchText: string;
  /** An address the order's location delivers to, and one it does not. */
  deliveryAddress: WalkAddress;
  outOfAreaAddress: WalkAddress;
  /** Promo codes, one per SPEC §8 outcome (plus a second valid one). */
  coupons: { valid: string; percent: string; minimum: string; inUse: string; invalid: string };
  donationCampaignId: number;
  /** A location that is not yet one of the member's favourites (added, then removed). */
  favoriteLocationId: number;
  /**
   * A single-sign-on code for a member, and the token of the last password-reset e-mail sent to an
   * address: each asked of the backend's test doubles through `send` (on a live backend, from its
   * identity provider's and mailbox's test hooks); undefined skips the step.
   */
  ssoCode: (send: ConformanceClient, memberId: number) => Promise<string | undefined>;
  resetToken: (send: ConformanceClient, email: string) => Promise<string | undefined>;
  /** Any token the bot check accepts. */
  botCheckToken: string;
  /** E-mail of the account the walk creates (must not exist yet). */
  newMemberEmail: string;
  /**
   * Where the payment provider's hosted form binds a typed card to an order's one-time token
   * (POST `{token, number, expiry, cvc, zip}`), so that a guest can pay in the walk; `null` skips
   * the guest's order (a backend whose provider only a browser reaches).
   */
  cardBindingPath: string | null;
  /** The four client headers of every API call. */
  clientHeaders: Record<string, string>;
  /**
   * Headers that make the backend answer a server fault, for operations whose handler has no
   * natural error path; `null` skips that step (a backend without fault injection).
   */
  faultHeaders: Record<string, string> | null;
}

export interface WalkOptions extends Partial<WalkSettings> {
  /** The contract's declared statuses (`declaredStatusesOf(bundleSpec(...))`). */
  declared: DeclaredStatuses;
}
