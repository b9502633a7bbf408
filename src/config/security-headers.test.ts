// @vitest-environment node
import { HOLD_BACK_SCRIPT_HASH } from './hold-back-script';
import {
  brazeSdkOrigin,
  cmsOrigin,
  headersFile,
  matchesHeaderPattern,
  parseHeadersFile,
  securityHeaders,
  staticHostHeaderRules,
} from './security-headers';

const policyOf = (env: Record<string, string> = {}) => securityHeaders(env)['Content-Security-Policy'] ?? '';

/** The sources one directive of a policy names, or undefined when the policy lacks it. */
const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

describe('security headers', () => {
  const csp = policyOf();

  it('denies by default and allows no inline or eval script, no base and no framing', () => {
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", HOLD_BACK_SCRIPT_HASH]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('sends HSTS, nosniff, a referrer policy, a permissions policy and a same-origin resource policy', () => {
    const headers = securityHeaders();
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it("lets this origin's styles, images, fonts, calls, workers and manifest in", () => {
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(csp, 'font-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(csp, 'manifest-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });

  it("lets the bot-check provider's script and frame in only for a build with a site key", () => {
    expect(csp).not.toContain('recaptcha');
    const withBotCheck = policyOf({ VITE_BOT_CHECK_SITE_KEY: 'site-key' });
    expect(directive(withBotCheck, 'script-src')).toEqual([
      "'self'",
      HOLD_BACK_SCRIPT_HASH,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(withBotCheck, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directive(withBotCheck, 'connect-src')).toEqual(["'self'"]);
    expect(policyOf({ VITE_BOT_CHECK_SITE_KEY: ' ' })).toBe(csp);
  });

  it('lets the maps reach Mapbox, and draw from blob:, only for a build with a Mapbox token', () => {
    const withMapbox = policyOf({ VITE_MAPBOX_TOKEN: 'pk.token' });
    expect(directive(withMapbox, 'connect-src')).toEqual([
      "'self'",
      'https://api.mapbox.com',
      'https://events.mapbox.com',
    ]);
    expect(directive(withMapbox, 'img-src')).toEqual(["'self'", 'data:', 'https:', 'blob:']);
    expect(directive(withMapbox, 'script-src')).toEqual(["'self'", HOLD_BACK_SCRIPT_HASH]);
  });

  it("lets the accessibility widget's origin in only for a build that loads one", () => {
    const withWidget = policyOf({
      VITE_ACCESSIBILITY_WIDGET_URL: 'https://cdn.widget.example/v2/accessibility.js',
    });
    expect(directive(withWidget, 'script-src')).toEqual([
      "'self'",
      HOLD_BACK_SCRIPT_HASH,
      'https://cdn.widget.example',
    ]);
    for (const name of ['style-src', 'font-src', 'connect-src']) {
      expect(directive(withWidget, name)).toEqual(["'self'", 'https://cdn.widget.example']);
    }
    expect(withWidget).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('adds nothing for a widget address that is not https', () => {
    for (const url of ['http://widget.example/a.js', 'javascript:alert(1)', 'not a url', ' ']) {
      expect(policyOf({ VITE_ACCESSIBILITY_WIDGET_URL: url })).toBe(csp);
    }
  });

  it("lets an external CMS be read (connect-src only), and adds nothing for the site's own path", () => {
    const withCms = policyOf({ VITE_CMS_URL: 'https://cms.example.com/v2' });
    expect(directive(withCms, 'connect-src')).toEqual(["'self'", 'https://cms.example.com']);
    expect(directive(withCms, 'script-src')).toEqual(["'self'", HOLD_BACK_SCRIPT_HASH]);
    expect(policyOf({ VITE_CMS_URL: '/cms/v2' })).toBe(csp);
    for (const url of ['http://cms.example.com/v2', 'javascript:alert(1)', '*', ' ']) {
      expect(cmsOrigin(url)).toBeUndefined();
    }
  });

  it("lets Braze's SDK endpoint in (connect-src only) for a build with a Braze key", () => {
    const withBraze = policyOf({
      VITE_BRAZE_API_KEY: 'key',
      VITE_BRAZE_SDK_ENDPOINT: 'sdk.iad-01.braze.com',
    });
    expect(directive(withBraze, 'connect-src')).toEqual(["'self'", 'https://sdk.iad-01.braze.com']);
    expect(directive(withBraze, 'script-src')).toEqual(["'self'", HOLD_BACK_SCRIPT_HASH]);
    expect(policyOf({ VITE_BRAZE_SDK_ENDPOINT: 'sdk.iad-01.braze.com' })).toBe(csp);
    expect(brazeSdkOrigin('https://sdk.fra-02.braze.eu/api/v3')).toBe('https://sdk.fra-02.braze.eu');
    for (const endpoint of ['http://sdk.example', 'javascript:alert(1)', ' ', undefined]) {
      expect(brazeSdkOrigin(endpoint)).toBeUndefined();
    }
  });

  it("frames exactly the hosted card form's origin, and nothing broader, for a build that sets one", () => {
    const policy = (url: string) => policyOf({ VITE_PAYMENT_FORM_URL: url });
    expect(directive(policy('https://pay.provider.example/hosted/form?v=3'), 'frame-src')).toEqual([
      'https://pay.provider.example',
    ]);
    expect(directive(policy('http://127.0.0.1:9290/__mock/payments/form'), 'frame-src')).toEqual([
      'http://127.0.0.1:9290',
    ]);
    const withBoth = policyOf({
      VITE_BOT_CHECK_SITE_KEY: 'site-key',
      VITE_PAYMENT_FORM_URL: 'https://pay.provider.example',
    });
    expect(directive(withBoth, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://pay.provider.example',
    ]);
    for (const url of ['http://pay.provider.example/form', 'javascript:alert(1)', '*', ' ']) {
      expect(policy(url)).toBe(csp);
    }
  });

  it('lets only a mock build style itself inline', () => {
    const mock = securityHeaders({}, { allowInlineStyles: true })['Content-Security-Policy'] ?? '';
    expect(directive(mock, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(mock, 'script-src')).toEqual(["'self'", HOLD_BACK_SCRIPT_HASH]);
  });
});

describe('the _headers file', () => {
  const rules = staticHostHeaderRules(securityHeaders());

  it('tells static hosts to let browsers keep the hashed build files for a year, and only those', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*']);
    expect(rules[1]?.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rules[0]?.headers['Cache-Control']).toBeUndefined();
  });

  it('reads back as the rules it was written from', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('matches paths as static hosts do, with * as any run of characters', () => {
    expect(matchesHeaderPattern('/*', '/')).toBe(true);
    expect(matchesHeaderPattern('/assets/*', '/assets/app-1a2b.js')).toBe(true);
    expect(matchesHeaderPattern('/assets/*', '/order/assets')).toBe(false);
    expect(matchesHeaderPattern('/assets/*', '/assetsX/a.js')).toBe(false);
  });
});
