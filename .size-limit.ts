import type { SizeLimitConfig } from 'size-limit';
import { budgetedScripts } from './scripts/lib/budget/start-scripts.ts';

/**
 * `npx size-limit` (run by `npm run budget` after a build): brotli at quality 11, as a CDN serves
 * the files. The home page's start JavaScript has a limit, and so has each account page's own;
 * each ordering page's own start JavaScript is reported, as its figure to watch.
 */
const { home, orderingPages, accountPages, afterStart } = budgetedScripts('dist');

export default [
  // Just above today's figure (docs/performance.md, "HTML first"): growth is caught. Hydrating the
  // prerendered page and the fixes that landed with it added 1.8 kB, and restoring SPEC §4's stored
  // answers before the first render 0.25 kB, to be won back.
  { name: 'home page: JavaScript before interactive', path: home, limit: '128.5 kB' },
  // Loaded by every page once it is up: a module that pulls a feature's chunk in (its forms and
  // their schemas) shows here first.
  { name: 'every page: what it loads after start', path: afterStart, limit: '5 kB' },
  ...Object.entries(orderingPages).map(([page, files]) => ({
    name: `${page}: its own JavaScript at start`,
    path: files,
  })),
  // An account page reached from home also loads the shared chunks of the layers it uses (the kit,
  // the ordering logic, the generated calls), which later pages find cached (docs/performance.md).
  // Half a kilobyte above the largest (/account, 25.55 kB): growth is caught.
  ...Object.entries(accountPages).map(([page, files]) => ({
    name: `${page}: its own JavaScript at start`,
    path: files,
    limit: '26 kB',
  })),
] satisfies SizeLimitConfig;
