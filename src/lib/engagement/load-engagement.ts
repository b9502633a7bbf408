import type { EngagementAdapter } from './engagement-adapter';

let loading: Promise<EngagementAdapter> | undefined;

/**
 * The build's adapter, loaded once on first use (Braze's SDK with a key, the contract's stand-in
 * without), in chunks of its own: never with the first page's JavaScript.
 */
export function loadEngagement(): Promise<EngagementAdapter> {
  loading ??= import('./create-adapter').then(({ createEngagementAdapter }) => createEngagementAdapter());
  return loading;
}

/** Forgets the adapter and its cards (tests start each case afresh). */
export function resetEngagement(): void {
  loading = undefined;
}
