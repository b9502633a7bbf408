/**
 * The app's service worker (`/sw.js`, app-shell caching; SPEC §7). Registered only in production
 * builds that are not mock builds: in mock mode MSW's worker owns the scope `/`, and one scope holds
 * one worker (STACK-NOTES).
 */

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** SPEC §8 "No service worker support". */
export const SERVICE_WORKER_UNSUPPORTED = 'serviceWorker is not supported in current browser!';

export interface BuildEnv {
  PROD: boolean;
  VITE_MOCKS?: string;
}

export const shouldRegisterServiceWorker = (env: BuildEnv): boolean => env.PROD && env.VITE_MOCKS !== 'true';

interface RegistrationContext {
  env?: BuildEnv;
  navigator?: Pick<Navigator, 'serviceWorker'> | object;
  window?: Pick<Window, 'addEventListener'>;
  document?: Pick<Document, 'readyState'>;
}

/**
 * Registers `/sw.js` with scope `/` once the page has loaded, so the worker's own downloads do not
 * compete with the first page. Never throws: a failed registration is logged and the site runs on.
 */
export function registerServiceWorker({
  env = import.meta.env,
  navigator: browserNavigator = window.navigator,
  window: browserWindow = window,
  document: browserDocument = document,
}: RegistrationContext = {}): void {
  if (!shouldRegisterServiceWorker(env)) return;
  if (!('serviceWorker' in browserNavigator) || !browserNavigator.serviceWorker) {
    console.warn(SERVICE_WORKER_UNSUPPORTED);
    return;
  }
  const { serviceWorker } = browserNavigator;
  const register = () => {
    serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.error('The service worker could not be registered.', error));
  };
  if (browserDocument.readyState === 'complete') register();
  else browserWindow.addEventListener('load', register, { once: true });
}
