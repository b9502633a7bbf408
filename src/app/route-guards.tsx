import { Redirect } from 'wouter';
import { paths, type GuardName } from '../config/paths';
import { signInHref } from '../ordering/sign-in-href';
import type { RouteState } from './route-state';

/** What a guard decides for a route: show the page, or send the visitor elsewhere. */
export type GuardOutcome = { allow: true } | { allow: false; redirectTo: string };

/**
 * The guards a route may name (SPEC §2 "page routes may have a validity check"), as plain decisions
 * over the route state, so the start-up prefetch can skip what a redirect would never show.
 */
const GUARDS = {
  /** SPEC §2: a product requested with no location chosen sends the user to /locations. */
  location: (state) =>
    state.hasLocation ? { allow: true } : { allow: false, redirectTo: paths.locations.href() },
  /** SPEC §6: member pages need a token; a guest signs in (inside the app, on /app/signin) and comes back. */
  member: (state) =>
    state.signedIn
      ? { allow: true }
      : {
          allow: false,
          redirectTo: signInHref(
            state.inAppCatering,
            state.search ? `${state.path}?${state.search}` : state.path,
          ),
        },
} satisfies Record<GuardName, (state: RouteState) => GuardOutcome>;

/** SPEC §8 "Missing middleware": a route naming a guard that does not exist fails with status 500. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware: ${name}`);
    this.name = 'UnknownMiddlewareError';
  }
}

const isGuardName = (name: string): name is GuardName => Object.hasOwn(GUARDS, name);

/** The first guard that refuses, or `allow` when all of them (or none) let the visitor in. */
export function checkGuards(names: readonly string[], state: RouteState): GuardOutcome {
  for (const name of names) {
    if (!isGuardName(name)) throw new UnknownMiddlewareError(name);
    const outcome = GUARDS[name](state);
    if (!outcome.allow) return outcome;
  }
  return { allow: true };
}

/** Renders the redirect a refused guard asks for (replacing the address, as a server redirect would). */
export function GuardRedirect({ to }: { to: string }) {
  return <Redirect to={to} replace />;
}
