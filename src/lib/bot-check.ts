import { useEffect } from 'react';
import { BOT_CHECK_PROVIDER } from '../config/bot-check-provider';

/**
 * The bot-check adapter (SPEC §5): member creation, sign-in, forgot password, contact and form
 * submit send a token from it. With a site key (`VITE_BOT_CHECK_SITE_KEY`) it asks the provider
 * (reCAPTCHA v3: `grecaptcha.execute(siteKey, {action})`); without one (offline development, tests,
 * mock builds) it answers `DEVELOPMENT_BOT_CHECK_TOKEN`, which the mock backend accepts and a real
 * backend rejects.
 */

/** The action each protected call is scored under (the provider allows letters, `_` and `/`). */
export const BOT_CHECK_ACTIONS = {
  signIn: 'login',
  signUp: 'signup',
  forgotPassword: 'forgot_password',
  contact: 'contact',
  formSubmit: 'form_submit',
} as const;

export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];

/** Sent when no site key is configured; named so that nobody mistakes it for a real verification. */
export const DEVELOPMENT_BOT_CHECK_TOKEN = 'development-bot-check-token';

/** Long enough for a slow mobile connection to fetch the provider's script. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** Why no token could be had; the UI shows its own translated message for it. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
}

/** The part of the provider's global that the adapter uses. */
export interface BotCheckProvider {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: BotCheckProvider;
  }
}

export interface BotCheck {
  /** A fresh token for `action`; rejects only with a `BotCheckError`. */
  getToken: (action: string) => Promise<string>;
  /** Starts loading the provider early (the layouts do it), so the first submit does not wait. */
  preload: () => void;
}

export interface BotCheckOptions {
  siteKey?: string;
  /** Adds the provider's script to the page; resolves once it has run. */
  loadScript?: (src: string) => Promise<void>;
  /** Where the provider's script leaves its global. */
  getProvider?: () => BotCheckProvider | undefined;
  timeoutMs?: number;
}

/** Appends one `<script async>` and settles on its load or error event. */
export function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new BotCheckError(`Could not load ${src}`)), {
      once: true,
    });
    document.head.append(script);
  });
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BotCheckError(`${what} timed out`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof BotCheckError ? error : new BotCheckError(`${what} failed`, { cause: error }),
        );
      },
    );
  });
}

export function createBotCheck({
  siteKey,
  loadScript = appendScript,
  getProvider = () => window.grecaptcha,
  timeoutMs = PROVIDER_TIMEOUT_MS,
}: BotCheckOptions = {}): BotCheck {
  let providerReady: Promise<BotCheckProvider> | null = null;

  const loadProvider = (key: string): Promise<BotCheckProvider> => {
    // Loaded once per page; a failed load is forgotten so that the next submit tries again.
    providerReady ??= withTimeout(
      (async () => {
        if (!getProvider())
          await loadScript(`${BOT_CHECK_PROVIDER.scriptUrl}?render=${encodeURIComponent(key)}`);
        const provider = getProvider();
        if (!provider) throw new BotCheckError('The bot-check script defined no provider');
        await new Promise<void>((resolve) => provider.ready(resolve));
        return provider;
      })(),
      timeoutMs,
      'Loading the bot-check provider',
    ).catch((error: unknown) => {
      providerReady = null;
      throw error;
    });
    return providerReady;
  };

  return {
    getToken: async (action) => {
      if (!siteKey) return DEVELOPMENT_BOT_CHECK_TOKEN;
      const provider = await loadProvider(siteKey);
      const token = await withTimeout(
        Promise.resolve(provider.execute(siteKey, { action })),
        timeoutMs,
        'The bot-check',
      );
      if (typeof token !== 'string' || token === '') throw new BotCheckError('The bot-check gave no token');
      return token;
    },
    preload: () => {
      // A failure here is reported by the getToken that needs the provider.
      if (siteKey) loadProvider(siteKey).catch(() => undefined);
    },
  };
}

const botCheck = createBotCheck({ siteKey: import.meta.env.VITE_BOT_CHECK_SITE_KEY });

/** The page's bot-check; mounting it starts loading the provider. */
export function useBotCheck(): Pick<BotCheck, 'getToken'> {
  useEffect(() => botCheck.preload(), []);
  return botCheck;
}
