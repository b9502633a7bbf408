import type { BrazeSdk } from './braze-sdk';

/**
 * Stands in for `@braze/web-sdk` while the package is not installed (vite.config.ts and tsconfig's
 * `paths` fall back to this file): a build with a Braze key then starts without cards instead of
 * failing. Installing the package makes both use the real SDK; this file can then go.
 */
const absent = (): never => {
  throw new Error('@braze/web-sdk is not installed.');
};

export const initialize: BrazeSdk['initialize'] = absent;
export const openSession: BrazeSdk['openSession'] = absent;
export const changeUser: BrazeSdk['changeUser'] = absent;
export const getCachedContentCards: BrazeSdk['getCachedContentCards'] = absent;
export const subscribeToContentCardsUpdates: BrazeSdk['subscribeToContentCardsUpdates'] = absent;
export const requestContentCardsRefresh: BrazeSdk['requestContentCardsRefresh'] = absent;
export const logContentCardImpressions: BrazeSdk['logContentCardImpressions'] = absent;
export const logCardClick: BrazeSdk['logCardClick'] = absent;
export const logCardDismissal: BrazeSdk['logCardDismissal'] = absent;
export const logCustomEvent: BrazeSdk['logCustomEvent'] = absent;
export const getUser: BrazeSdk['getUser'] = absent;
export const subscribeToInAppMessage: BrazeSdk['subscribeToInAppMessage'] = absent;
export const showInAppMessage: BrazeSdk['showInAppMessage'] = absent;
export const removeSubscription: BrazeSdk['removeSubscription'] = absent;
