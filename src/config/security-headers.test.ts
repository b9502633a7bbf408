// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brazeSdkOrigin, securityHeaders, staticHostHeadersFile } from './security-headers';

describe('security headers', () => {
  const csp = securityHeaders()['Content-Security-Policy'] ?? '';

  it('allows no inline or eval script and no framing', () => {
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const headers = securityHeaders();
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it('lets the service worker run from this origin', () => {
    expect(csp).toMatch(/worker-src 'self'/);
  });

  it("lets the bot-check provider's script and frame in only for a build with a site key", () => {
    expect(csp).not.toContain('recaptcha');
    const withBotCheck = securityHeaders({ allowBotCheck: true })['Content-Security-Policy'] ?? '';
    expect(withBotCheck).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(withBotCheck).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(withBotCheck).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets the maps reach Mapbox only for a build with a Mapbox token (the offline map needs no host)', () => {
    expect(csp).toContain("connect-src 'self';");
    const withMapbox = securityHeaders({ allowMapbox: true })['Content-Security-Policy'] ?? '';
    expect(withMapbox).toContain("connect-src 'self' https://api.mapbox.com https://events.mapbox.com;");
    expect(withMapbox).toContain("worker-src 'self' blob:");
  });

  it("lets the accessibility widget's origin in only for a build that loads one", () => {
    expect(csp).toContain("script-src 'self';");
    const withWidget =
      securityHeaders({ accessibilityWidgetUrl: 'https://cdn.widget.example/v2/accessibility.js' })[
        'Content-Security-Policy'
      ] ?? '';
    expect(withWidget).toContain("script-src 'self' https://cdn.widget.example;");
    expect(withWidget).toContain("style-src 'self' https://cdn.widget.example;");
    expect(withWidget).toContain("font-src 'self' https://cdn.widget.example;");
    expect(withWidget).toContain("connect-src 'self' https://cdn.widget.example;");
    expect(withWidget).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('adds nothing for a widget address that is not https', () => {
    for (const url of ['http://widget.example/a.js', 'javascript:alert(1)', 'not a url', ' ']) {
      expect(securityHeaders({ accessibilityWidgetUrl: url })['Content-Security-Policy']).toBe(csp);
    }
  });

  it('tells static hosts to let browsers keep the hashed build files for a year, and only those', () => {
    const file = staticHostHeadersFile();
    const rules = file.split(/^(?=\/)/m).slice(1);
    expect(rules.map((rule) => rule.split('\n')[0])).toEqual(['/*', '/assets/*']);
    expect(rules[1]).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(rules[0]).not.toContain('Cache-Control');
  });

  it('public/_headers is the generated file (run `npm run headers:write` after a change)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../../public/_headers'), 'utf8');
    expect(file).toBe(staticHostHeadersFile());
  });

  it("lets Braze's SDK endpoint in (connect-src only) for a build with a Braze key", () => {
    const withBraze =
      securityHeaders({ brazeSdkEndpoint: 'sdk.iad-01.braze.com' })['Content-Security-Policy'] ?? '';
    expect(withBraze).toContain("connect-src 'self' https://sdk.iad-01.braze.com;");
    expect(withBraze).toContain("script-src 'self';");
    expect(brazeSdkOrigin('https://sdk.fra-02.braze.eu/api/v3')).toBe('https://sdk.fra-02.braze.eu');
    for (const endpoint of ['http://sdk.example', 'javascript:alert(1)', ' ', undefined]) {
      expect(brazeSdkOrigin(endpoint)).toBeUndefined();
    }
  });

  it("frames exactly the hosted card form's origin, and nothing broader, for a build that sets one", () => {
    expect(csp).not.toContain('frame-src');
    const policy = (paymentFormUrl: string) =>
      securityHeaders({ paymentFormUrl })['Content-Security-Policy'] ?? '';
    const framed = policy('https://pay.provider.example/hosted/form?v=3');
    expect(framed).toContain("frame-src 'self' https://pay.provider.example;");
    expect(framed).not.toMatch(/frame-src[^;]*(\*|https:(?!\/\/pay)|\/hosted)/);
    expect(framed).toContain("frame-ancestors 'none'");
    expect(policy('http://127.0.0.1:9290/__mock/payments/form')).toContain(
      "frame-src 'self' http://127.0.0.1:9290;",
    );
    const withBoth = securityHeaders({ allowBotCheck: true, paymentFormUrl: 'https://pay.provider.example' });
    expect(withBoth['Content-Security-Policy']).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://pay.provider.example;",
    );
    for (const url of ['http://pay.provider.example/form', 'javascript:alert(1)', '*', ' ']) {
      expect(policy(url)).not.toContain('frame-src');
    }
  });
});
