import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../../src/config/paths.ts';

/** A chunk of Vite's build manifest (`build.manifest`), keyed by source or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The page module `/` renders at once: lazily loaded, so counted with the entry. */
export const HOME_PAGE_MODULE = 'src/app/pages/home-page.tsx';

/**
 * What every page loads once it is up (the stored answers' writer, the location cookie): lazily
 * imported after start, it must stay small, or every first visit pays for it before the network
 * settles.
 */
export const AFTER_START_MODULE = 'src/app/stored-queries/after-start.ts';

/** The ordering pages' own modules: their start JavaScript is measured on top of the home page's. */
export const ORDERING_PAGE_MODULES: Record<string, string> = {
  [routes.menu.pattern]: 'src/app/pages/menu-page.tsx',
  [routes.orderProduct.pattern]: 'src/app/pages/product-page.tsx',
  [routes.orderCheckout.pattern]: 'src/app/pages/checkout-page.tsx',
  [routes.locations.pattern]: 'src/app/pages/locations-page.tsx',
};

/** The account pages: each has a limit on what it adds at start (.size-limit.ts). */
export const ACCOUNT_PAGE_MODULES: Record<string, string> = {
  [routes.account.pattern]: 'src/app/pages/account-page.tsx',
  [routes.accountSettings.pattern]: 'src/app/pages/account-settings-page.tsx',
  [routes.accountPayments.pattern]: 'src/app/pages/account-payments-page.tsx',
  [routes.accountOrderHistory.pattern]: 'src/app/pages/account-order-history-page.tsx',
  [routes.accountOffers.pattern]: 'src/app/pages/offers-page.tsx',
  [routes.accountInbox.pattern]: 'src/app/pages/account-inbox-page.tsx',
  [routes.accountComplete.pattern]: 'src/app/pages/account-complete-page.tsx',
  [routes.accountVerify.pattern]: 'src/app/pages/account-verify-page.tsx',
  [routes.accountOauthCallback.pattern]: 'src/app/pages/oauth-callback-page.tsx',
  [routes.accountPasswordReset.pattern]: 'src/app/pages/password-reset-page.tsx',
  [routes.accountResetPassword.pattern]: 'src/app/pages/reset-password-page.tsx',
};

/**
 * The built scripts a page runs before it is interactive, as paths: index.html's entry, the chunks
 * of `pageModules`, and everything those import statically. The map library and other lazily
 * imported chunks load later, on their own.
 */
export function startScripts(dist: string, pageModules: readonly string[]): string[] {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestFile}; did the page module move?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...pageModules].forEach(visit);
  return [...files].map((file) => join(dist, file));
}

/** The home page's start scripts, then each ordering and account page's beyond those. */
export function budgetedScripts(dist: string): {
  home: string[];
  orderingPages: Record<string, string[]>;
  accountPages: Record<string, string[]>;
  afterStart: string[];
} {
  const home = startScripts(dist, [HOME_PAGE_MODULE]);
  const beyondHome = (modules: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(modules).map(([page, module]) => [
        page,
        startScripts(dist, [module]).filter((file) => !home.includes(file)),
      ]),
    );
  return {
    home,
    orderingPages: beyondHome(ORDERING_PAGE_MODULES),
    accountPages: beyondHome(ACCOUNT_PAGE_MODULES),
    afterStart: beyondHome({ afterStart: AFTER_START_MODULE }).afterStart ?? [],
  };
}
