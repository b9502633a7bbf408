import { expectInertDom, XSS_PAYLOADS } from './xss-corpus';

/** What a page that used the payload as HTML (innerHTML) would hold. */
const parsedAsHtml = (payload: string) => {
  const element = document.createElement('div');
  element.innerHTML = payload;
  return element;
};

const linkTo = (href: string) => {
  const element = document.createElement('div');
  element.append(Object.assign(document.createElement('a'), { href }));
  return element;
};

describe('the XSS corpus', () => {
  it('holds at least 50 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(50);
  });

  it('is caught by expectInertDom wherever a page would render it as HTML', () => {
    const caught = XSS_PAYLOADS.filter((payload) => {
      try {
        expectInertDom(parsedAsHtml(payload));
        return false;
      } catch {
        return true;
      }
    });
    expect(caught.length).toBeGreaterThanOrEqual(30);
    expect(caught).toContain('<script>alert(1)</script>');
    expect(caught).toContain('<img src=x onerror=alert(1)>');
    expect(caught).toContain(
      '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
    );
  });

  it('is caught by expectInertDom wherever a page would link to it', () => {
    for (const href of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(() => expectInertDom(linkTo(href))).toThrow();
    }
    expect(() => expectInertDom(linkTo('/menu'))).not.toThrow();
  });
});
