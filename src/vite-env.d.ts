/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCKS?: string;
  readonly VITE_API_ENV?: string;
  /** The headless CMS's content delivery API; `/cms/v2` on this origin when unset. */
  readonly VITE_CMS_URL?: string;
  /** Where the site is published: canonical addresses, previews, the sitemap (src/config/site-url.ts). */
  readonly VITE_SITE_URL?: string;
  readonly VITE_MAIN_SITE_URL?: string;
  readonly VITE_CATERING_SITE_URL?: string;
  readonly VITE_ACCESSIBILITY_WIDGET_URL?: string;
  /** The bot-check provider's site key; without it the bot-check answers a development token. */
  readonly VITE_BOT_CHECK_SITE_KEY?: string;
  /** A Mapbox access token: with one the maps use mapbox-gl and Mapbox streets; without, an offline map. */
  readonly VITE_MAPBOX_TOKEN?: string;
  /** The identity provider's authorize page; without it the sign-in page offers no single sign-on. */
  readonly VITE_SSO_AUTHORIZE_URL?: string;
  /** The site's client id at the identity provider (`web` when unset). */
  readonly VITE_SSO_CLIENT_ID?: string;
  /** The provider's name on the button, 'Sign in with {name}' (`SSO` when unset). */
  readonly VITE_SSO_PROVIDER_NAME?: string;
  /** Braze's web SDK key; with `VITE_BRAZE_SDK_ENDPOINT` the engagement adapter uses Braze, else the stand-in. */
  readonly VITE_BRAZE_API_KEY?: string;
  /** Braze's SDK endpoint host, e.g. `sdk.iad-01.braze.com`. */
  readonly VITE_BRAZE_SDK_ENDPOINT?: string;
  /**
   * The payment provider's hosted card form (an https address, or http on a loopback host); its
   * origin joins the CSP's frame-src. Mock builds default to the stand-in at payments.localhost.
   */
  readonly VITE_PAYMENT_FORM_URL?: string;
}
