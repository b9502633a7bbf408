import { renderHook } from '@testing-library/react';
import {
  appendScript,
  BotCheckError,
  createBotCheck,
  DEVELOPMENT_BOT_CHECK_TOKEN,
  useBotCheck,
  type BotCheckProvider,
} from './bot-check';

/** A provider like reCAPTCHA v3: ready at once, a token per action. */
function fakeProvider(
  execute: BotCheckProvider['execute'] = (_key, { action }) => Promise.resolve(`token-for-${action}`),
) {
  return { ready: (callback: () => void) => callback(), execute: vi.fn(execute) };
}

describe('bot-check adapter', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete window.grecaptcha;
  });

  it('answers the development token, and loads nothing, when no site key is configured', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const botCheck = createBotCheck({ loadScript });

    await expect(botCheck.getToken('login')).resolves.toBe(DEVELOPMENT_BOT_CHECK_TOKEN);
    botCheck.preload();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("loads the provider's script once with the site key and asks it for a token per action", async () => {
    const provider = fakeProvider();
    const loadScript = vi.fn(() => {
      window.grecaptcha = provider;
      return Promise.resolve();
    });
    const botCheck = createBotCheck({ siteKey: 'site-key-1', loadScript });

    await expect(botCheck.getToken('login')).resolves.toBe('token-for-login');
    await expect(botCheck.getToken('signup')).resolves.toBe('token-for-signup');

    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site-key-1');
    expect(provider.execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });

  it('preloading and a submit share one script load', async () => {
    const loadScript = vi.fn(() => {
      window.grecaptcha = fakeProvider();
      return Promise.resolve();
    });
    const botCheck = createBotCheck({ siteKey: 'key', loadScript });

    botCheck.preload();
    await botCheck.getToken('login');

    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('fails with a BotCheckError when the script cannot load, and tries again on the next call', async () => {
    const loadScript = vi
      .fn<(src: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => {
        window.grecaptcha = fakeProvider();
        return Promise.resolve();
      });
    const botCheck = createBotCheck({ siteKey: 'key', loadScript });

    await expect(botCheck.getToken('login')).rejects.toBeInstanceOf(BotCheckError);
    await expect(botCheck.getToken('login')).resolves.toBe('token-for-login');
  });

  it('fails with a BotCheckError when the provider answers no token or throws', async () => {
    window.grecaptcha = fakeProvider(() => Promise.resolve(''));
    await expect(createBotCheck({ siteKey: 'key' }).getToken('login')).rejects.toBeInstanceOf(BotCheckError);

    window.grecaptcha = fakeProvider(() => Promise.reject(new Error('Invalid site key')));
    await expect(createBotCheck({ siteKey: 'key' }).getToken('login')).rejects.toBeInstanceOf(BotCheckError);
  });

  it('gives up with a BotCheckError when the provider never becomes ready', async () => {
    vi.useFakeTimers();
    try {
      window.grecaptcha = { ready: () => undefined, execute: () => Promise.resolve('never') };
      const pending = createBotCheck({ siteKey: 'key', timeoutMs: 5000 }).getToken('login');
      const outcome = expect(pending).rejects.toBeInstanceOf(BotCheckError);

      await vi.advanceTimersByTimeAsync(5000);

      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('appendScript adds one async script and settles on its load or error event', async () => {
    const loaded = appendScript('https://www.google.com/recaptcha/api.js?render=a');
    const failed = appendScript('https://www.google.com/recaptcha/api.js?render=b');
    const [first, second] = document.head.querySelectorAll('script');

    expect(first).toHaveAttribute('src', 'https://www.google.com/recaptcha/api.js?render=a');
    expect(first?.async).toBe(true);
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('error'));

    await expect(loaded).resolves.toBeUndefined();
    await expect(failed).rejects.toBeInstanceOf(BotCheckError);
  });

  it('useBotCheck gives the development token in tests, where no site key is set', async () => {
    const { result } = renderHook(() => useBotCheck());

    await expect(result.current.getToken('login')).resolves.toBe(DEVELOPMENT_BOT_CHECK_TOKEN);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
