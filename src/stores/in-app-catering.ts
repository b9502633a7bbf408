import { COOKIE_NAMES, readCookie } from '../lib/cookies';
import type { Channel } from './channel';

/** The value of the query and cookie `source` inside the mobile app. */
export const APP_SOURCE = 'app';

/** `?source=app` on this page's address (`search` with or without its `?`). */
export const hasAppSourceQuery = (search: string): boolean =>
  new URLSearchParams(search).get('source') === APP_SOURCE;

/**
 * SPEC §1: the in-app catering mode is on when the cookie `source` is `app` and the channel is
 * catering. The query that sets the cookie counts already on the page that carries it.
 */
export const isInAppCatering = (channel: Channel, search: string): boolean =>
  channel === 'catering' && (hasAppSourceQuery(search) || readCookie(COOKIE_NAMES.source) === APP_SOURCE);
