export { toSessionToken, type SessionToken, type SignInTokens } from './session-token';
export {
  ORDERING_PROVIDER,
  createSessionStore,
  hasOrderingProviderToken,
  selectAccessToken,
  selectIsSignedIn,
  selectMemberId,
  useSessionStore,
  type SessionState,
} from './session-store';

export {
  chosenLocationSchema,
  createLocationStore,
  selectHasLocation,
  useLocationStore,
  type ChosenLocation,
  type LocationState,
} from './location-store';

export {
  createOrderStore,
  isOrderTooOld,
  orderReferenceSchema,
  orderSecretOf,
  placedOrderSchema,
  selectOrderId,
  useOrderStore,
  type OrderReference,
  type PlacedOrder,
  type OrderState,
} from './order-store';

export { createMenuStore, useMenuStore, type MenuState } from './menu-store';

export {
  useUiStore,
  type ConfirmLocationModal,
  type ConfirmLocationOrigin,
  type ConfirmLocationSection,
  type UiState,
} from './ui-store';

export { channelFromLocation, type Channel } from './channel';
export { APP_SOURCE, hasAppSourceQuery, isInAppCatering } from './in-app-catering';
export {
  createPreferencesStore,
  selectEngagementSite,
  selectIsCatering,
  usePreferencesStore,
  type PreferencesState,
  type PreferencesStoreOptions,
} from './preferences-store';

export { resetClientState } from './reset-client-state';

export { followOtherTabs } from './follow-other-tabs';

export {
  createExpansionMarketStore,
  useExpansionMarketStore,
  type ExpansionMarketState,
} from './expansion-market-store';
