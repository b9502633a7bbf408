import { XSS_PAYLOADS } from '../../mocks/seed/xss-payloads';

/**
 * The cross-site scripting payloads (`mocks/seed/xss-payloads.ts`, which the mock's `hostile-text`
 * scenario serves too) and the check that none of them became markup in the page.
 */
export { XSS_PAYLOADS };

/** Elements that run, embed or redirect to code; none of them may come from text the site shows. */
const SCRIPTABLE_ELEMENTS = 'script, iframe, frame, object, embed, base, meta, link, style, math';

/** Attributes whose value a browser follows as a URL. */
const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data'];

/** `javascript:`, `vbscript:` or `data:` once browsers' forgiving URL parsing is applied. */
const isScriptableUrl = (value: string): boolean =>
  /^(?:javascript|vbscript|data):/i.test(
    [...value].filter((character) => (character.codePointAt(0) ?? 0) > 0x20).join(''),
  );

/**
 * Fails when `container` holds anything the payloads could have made: a script-running element, an
 * event-handler or `srcdoc` attribute, or a link or frame to a scriptable URL.
 */
export function expectInertDom(container: Element): void {
  expect(container.querySelectorAll(SCRIPTABLE_ELEMENTS)).toHaveLength(0);
  for (const element of [container, ...container.querySelectorAll('*')]) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on|^srcdoc$/i);
      const followed = URL_ATTRIBUTES.includes(name.toLowerCase()) && element.tagName !== 'IMG';
      if (followed) expect(isScriptableUrl(value), `${element.tagName} ${name}="${value}"`).toBe(false);
    }
  }
}
