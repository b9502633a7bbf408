import type { Plugin } from 'vite';

/** The tags in the built index.html that load the app's JavaScript. */
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * Marks the page's module scripts and their preloads `fetchpriority="low"`: module scripts never
 * block the static shell's paint, but at Chrome's default High priority they compete with the
 * stylesheet on a slow connection (and Lighthouse's simulation reads them as render-blocking). At
 * Low they load as a classic `defer` script does. Figures: docs/performance.md.
 */
export function lowerDeferredScriptPriority(html: string): string {
  return html.replace(SCRIPT_TAGS, '<$1 fetchpriority="low"');
}

export const deferredScriptPriority = (): Plugin => ({
  name: 'deferred-script-priority',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: lowerDeferredScriptPriority },
});
