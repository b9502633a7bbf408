import { SITE_URL } from '../config/site-url';

let prerenderServerOrigin: string | undefined;

/** While prerendering, where relative server addresses (`/api`, `/cms`) are sent. */
export function setPrerenderServerOrigin(origin: string): void {
  prerenderServerOrigin = origin;
}

/** The origin that relative server addresses resolve against: the page's, or the prerender's server. */
export function serverOrigin(): string {
  return globalThis.location?.origin ?? prerenderServerOrigin ?? SITE_URL;
}
