import {
  registerServiceWorker,
  SERVICE_WORKER_UNSUPPORTED,
  shouldRegisterServiceWorker,
  type BuildEnv,
} from './service-worker';

const production: BuildEnv = { PROD: true };

function fakeBrowser({
  readyState = 'complete' as DocumentReadyState,
  register = vi.fn(() => Promise.resolve()),
} = {}) {
  const listeners: Record<string, () => void> = {};
  return {
    register,
    fireLoad: () => listeners.load?.(),
    context: {
      navigator: { serviceWorker: { register } as unknown as ServiceWorkerContainer },
      window: {
        addEventListener: vi.fn((type: string, listener: () => void) => {
          listeners[type] = listener;
        }),
      } as unknown as Window,
      document: { readyState },
    },
  };
}

describe('service worker registration', () => {
  it('is for production builds only, never for mock or development builds', () => {
    expect(shouldRegisterServiceWorker({ PROD: true })).toBe(true);
    expect(shouldRegisterServiceWorker({ PROD: true, VITE_MOCKS: 'false' })).toBe(true);
    expect(shouldRegisterServiceWorker({ PROD: true, VITE_MOCKS: 'true' })).toBe(false);
    expect(shouldRegisterServiceWorker({ PROD: false })).toBe(false);
  });

  it('registers /sw.js with scope / in a production build', () => {
    const browser = fakeBrowser();

    registerServiceWorker({ env: production, ...browser.context });

    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for the page to load before registering', () => {
    const browser = fakeBrowser({ readyState: 'interactive' });

    registerServiceWorker({ env: production, ...browser.context });
    expect(browser.register).not.toHaveBeenCalled();

    browser.fireLoad();
    expect(browser.register).toHaveBeenCalledTimes(1);
  });

  it('does not register in a mock build, where the mock worker owns the scope', () => {
    const browser = fakeBrowser();

    registerServiceWorker({ env: { PROD: true, VITE_MOCKS: 'true' }, ...browser.context });
    registerServiceWorker({ env: { PROD: false }, ...browser.context });

    expect(browser.register).not.toHaveBeenCalled();
  });

  it("logs 'serviceWorker is not supported in current browser!' when the browser has none", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = fakeBrowser();

    registerServiceWorker({ env: production, ...browser.context, navigator: {} });

    expect(warn).toHaveBeenCalledWith(SERVICE_WORKER_UNSUPPORTED);
    expect(SERVICE_WORKER_UNSUPPORTED).toBe('serviceWorker is not supported in current browser!');
  });

  it('logs a failed registration instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('SecurityError');
    const browser = fakeBrowser({ register: vi.fn(() => Promise.reject(failure)) });

    expect(() => registerServiceWorker({ env: production, ...browser.context })).not.toThrow();

    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.any(String), failure));
  });
});
