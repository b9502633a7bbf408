import * as z from 'zod/mini';
import { SESSION_STORAGE_KEYS, SSO_STATE_TTL_MS } from '../../../config/client-state';
import {
  browserSessionStorage,
  readPersisted,
  removePersisted,
  writePersisted,
} from '../../../lib/persisted-state';
import { randomUuid } from '../../../lib/random-uuid';

/**
 * The OAuth `state` of a single sign-on: a random value kept in this tab's sessionStorage when the
 * member leaves for the identity provider, and compared with the one the provider sends back. A
 * callback this tab did not start (a forged or replayed link) has no matching state and is refused.
 */

const stateSchema = z.string().check(z.minLength(1));

/** Creates and keeps a new state for the sign-in about to start; answers it. */
export function rememberSsoState(storage: Storage | null = browserSessionStorage()): string {
  const state = randomUuid();
  writePersisted(SESSION_STORAGE_KEYS.ssoState, state, { storage, ttlMs: SSO_STATE_TTL_MS });
  return state;
}

/** The state this tab is waiting for, if any, forgotten as it is read: each state works once. */
export function takeSsoState(storage: Storage | null = browserSessionStorage()): string | undefined {
  const state = readPersisted(SESSION_STORAGE_KEYS.ssoState, stateSchema, {
    storage,
    ttlMs: SSO_STATE_TTL_MS,
  });
  removePersisted(SESSION_STORAGE_KEYS.ssoState, { storage });
  return state;
}
