import type { SiteDataName } from '../../src/api/generated/model';
import type { OperationId } from '../../src/api/generated/operations';
import type { SeedOptions } from '../seed';

/** How an operation misbehaves in a scenario. */
export type Fault =
  /** An HTTP error with an ErrorBody (default: 500 with a server message). */
  | { kind: 'error'; status?: number; body?: unknown }
  /** The connection fails: the client sees a network error. */
  | { kind: 'network-error' }
  /** The server never answers (the client's own time-out fires). */
  | { kind: 'timeout' }
  /** The server handles the call only after `ms`, then answers as usual (a slow payment provider). */
  | { kind: 'held'; ms: number }
  /** A 200 whose body is not JSON. */
  | { kind: 'malformed' }
  /** A 200 whose body is JSON of the wrong shape (`{}`, which no success schema of the contract accepts). */
  | { kind: 'wrong-shape' }
  /** A call that carries a member token answers 401 (the session was revoked); others go on. */
  | { kind: 'token-refused' };

/** How a site data file (`/_data/{name}.json`) is broken: its fallback copy must show instead. */
export type SiteDataBreakage = 'off-contract' | 'not-found' | 'server-error' | 'network-error';

/** A named preset QA and developers reach with `?scenario=<name>` or the `X-Mock-Scenario` header. */
export interface Scenario {
  name: string;
  /** What the scenario reproduces, for the panel and mocks/README.md. */
  description: string;
  /** The SPEC §8 row it reproduces, if any. */
  specRow?: string;
  /** How to see it in the site. */
  steps: string;
  seed: SeedOptions;
  /** Added before every API answer, in milliseconds. */
  latencyMs?: number;
  /** Faults by operationId (`'*'` = every operation): a misspelt operation does not compile. */
  faults?: Partial<Record<OperationId | '*', Fault>>;
  /** Other customers fill the first scheduled slot submitted at a location, once (submit answers 422). */
  slotTakenAtSubmit?: boolean;
  /** Site data files that answer broken, each in its own way. */
  brokenSiteData?: Partial<Record<SiteDataName, SiteDataBreakage>>;
}
