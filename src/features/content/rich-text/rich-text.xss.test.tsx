import { renderWithProviders } from '../../../testing/render-with-providers';
import { expectInertDom, XSS_PAYLOADS } from '../../../testing/xss-corpus';
import { RichText } from './rich-text';

const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string, linktype = 'url') => ({
  type: 'link',
  attrs: { href, linktype, target: '_blank' },
});

describe('RichText with the XSS corpus', () => {
  it('shows every payload as literal text, and makes no script, handler or scriptable link', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <RichText
        document={{
          type: 'doc',
          content: XSS_PAYLOADS.flatMap((payload) => [
            paragraph(text(payload)),
            { type: 'heading', attrs: { level: 2, onclick: payload }, content: [text(payload)] },
            paragraph(text('link', link(payload)), text('story', link(payload, 'story'))),
            paragraph(text('mail', link(payload, 'email'))),
            { type: 'image', attrs: { src: payload, alt: payload, title: payload } },
            { type: 'blok', attrs: { component: payload, body: payload } },
          ]),
        }}
      />,
    );

    expectInertDom(container);
    for (const payload of XSS_PAYLOADS) expect(container.textContent).toContain(payload);
    expect(alert).not.toHaveBeenCalled();
  });
});
