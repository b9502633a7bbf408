import { CATERING_DEV_PORT, CATERING_HOST_MARKER } from '../config/client-state';

/** SPEC §1: the catering channel has its own header, footer, menus and offers. */
export type Channel = 'default' | 'catering';

/** SPEC §1: catering when the host name contains 'catering' or the address uses the dev port 2001. */
export function channelFromLocation(url: URL): Channel {
  const isCatering =
    url.hostname.toLowerCase().includes(CATERING_HOST_MARKER) || url.port === CATERING_DEV_PORT;
  return isCatering ? 'catering' : 'default';
}

/** The page's own address, or undefined outside a browser. */
export function currentPageUrl(): URL | undefined {
  try {
    return globalThis.location ? new URL(globalThis.location.href) : undefined;
  } catch {
    return undefined;
  }
}
