import type { Plugin } from 'vite';

/** The tags in the built index.html that load the app's JavaScript. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * Marks the page's module scripts and their preloads `fetchpriority="low"`.
 *
 * Module scripts never block rendering: the static shell in index.html paints as soon as the HTML
 * and the stylesheet are in, whatever the scripts are doing. Chrome still fetches them at High
 * priority, which puts them in competition with the stylesheet on a slow connection, and which
 * Lighthouse's simulation reads as render-blocking (so its First Contentful Paint waited for 120 KB
 * of JavaScript that the shell never needed). At Low they load as Chrome loads a classic `defer`
 * script. The page's own content (Largest Contentful Paint) still waits for them, as it must.
 */
export function lowerDeferredScriptPriority(html: string): string {
  return html.replace(SCRIPT_TAGS, '<$1 fetchpriority="low"');
}

export const deferredScriptPriority = (): Plugin => ({
  name: 'deferred-script-priority',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: lowerDeferredScriptPriority },
});
