import { describe, expect, it } from 'vitest';
import { lowerDeferredScriptPriority } from './deferred-script-priority.ts';

const BUILT_HEAD = `<title>Order Online</title>
    <script type="module" crossorigin src="/assets/index-CDEIFJTB.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-Dlw2rl0V.js">
    <link rel="modulepreload" crossorigin href="/assets/app-CyOsDIjh.js">
    <link rel="stylesheet" crossorigin href="/assets/style-MJqRWCYH.css">`;

describe('lowerDeferredScriptPriority', () => {
  it('loads the entry script and every preloaded chunk at low priority', () => {
    const html = lowerDeferredScriptPriority(BUILT_HEAD);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-CDEIFJTB.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-Dlw2rl0V.js">',
    );
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(3);
  });

  it('leaves the stylesheet, which the first paint needs, at its priority', () => {
    expect(lowerDeferredScriptPriority(BUILT_HEAD)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-MJqRWCYH.css">',
    );
  });

  it('keeps a priority a tag already states', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(lowerDeferredScriptPriority(tag)).toBe(tag);
  });
});
