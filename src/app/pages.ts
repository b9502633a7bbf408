import { lazyPage } from './lazy-page';

/** Every page is its own chunk, loaded when its route is first shown. */
export const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
export const ContentPage = lazyPage(() => import('./pages/content-page'), 'ContentPage');
export const CateringLandingPage = lazyPage(
  () => import('./pages/catering-landing-page'),
  'CateringLandingPage',
);
export const SearchPage = lazyPage(() => import('./pages/search-page'), 'SearchPage');
export const ContactPage = lazyPage(() => import('./pages/contact-page'), 'ContactPage');
export const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
export const SignupPage = lazyPage(() => import('./pages/signup-page'), 'SignupPage');
export const MenuPage = lazyPage(() => import('./pages/menu-page'), 'MenuPage');
export const OrderMenuPage = lazyPage(() => import('./pages/order-menu-page'), 'OrderMenuPage');
export const NutritionPage = lazyPage(() => import('./pages/nutrition-page'), 'NutritionPage');
export const ProductPage = lazyPage(() => import('./pages/product-page'), 'ProductPage');
export const OrderTypePage = lazyPage(() => import('./pages/order-type-page'), 'OrderTypePage');
export const CheckoutPage = lazyPage(() => import('./pages/checkout-page'), 'CheckoutPage');
export const OrderConfirmPage = lazyPage(() => import('./pages/order-confirm-page'), 'OrderConfirmPage');
export const LocationsPage = lazyPage(() => import('./pages/locations-page'), 'LocationsPage');
export const AccountPage = lazyPage(() => import('./pages/account-page'), 'AccountPage');
export const AccountOrderHistoryPage = lazyPage(
  () => import('./pages/account-order-history-page'),
  'AccountOrderHistoryPage',
);
export const PasswordResetPage = lazyPage(() => import('./pages/password-reset-page'), 'PasswordResetPage');
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
export const OauthCallbackPage = lazyPage(() => import('./pages/oauth-callback-page'), 'OauthCallbackPage');
export const AccountCompletePage = lazyPage(
  () => import('./pages/account-complete-page'),
  'AccountCompletePage',
);
export const AccountVerifyPage = lazyPage(() => import('./pages/account-verify-page'), 'AccountVerifyPage');
export const AppPaymentPage = lazyPage(() => import('./pages/app-payment-page'), 'AppPaymentPage');
export const MessagingTestPage = lazyPage(() => import('./pages/messaging-test-page'), 'MessagingTestPage');
export const OffersPage = lazyPage(() => import('./pages/offers-page'), 'OffersPage');
export const AccountOffersPage = lazyPage(() => import('./pages/offers-page'), 'AccountOffersPage');
export const AccountPaymentsPage = lazyPage(
  () => import('./pages/account-payments-page'),
  'AccountPaymentsPage',
);
export const AccountSettingsPage = lazyPage(
  () => import('./pages/account-settings-page'),
  'AccountSettingsPage',
);
export const AccountInboxPage = lazyPage(() => import('./pages/account-inbox-page'), 'AccountInboxPage');
export const ExpansionMenuPage = lazyPage(() => import('./pages/expansion-menu-page'), 'ExpansionMenuPage');
export const ExpansionMenuItemsPage = lazyPage(
  () => import('./pages/expansion-menu-items-page'),
  'ExpansionMenuItemsPage',
);
export const ExpansionMenuItemPage = lazyPage(
  () => import('./pages/expansion-menu-item-page'),
  'ExpansionMenuItemPage',
);
export const CareersPage = lazyPage(() => import('./pages/careers-page'), 'CareersPage');
export const PositionsPage = lazyPage(() => import('./pages/positions-page'), 'PositionsPage');
export const PositionInfoPage = lazyPage(() => import('./pages/position-info-page'), 'PositionInfoPage');
