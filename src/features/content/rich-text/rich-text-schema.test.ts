import fc from 'fast-check';
import { MAX_RICH_TEXT_DEPTH, parseRichTextDocument, richTextDocumentSchema } from './rich-text-schema';

const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('richTextDocumentSchema', () => {
  it('fills in what the CMS left out', () => {
    const parsed = parseRichTextDocument(
      doc(
        { type: 'heading', content: [{ type: 'text', text: 'Hi' }] },
        { type: 'ordered_list' },
        { type: 'image', attrs: { src: '/a.png' } },
      ),
    );

    expect(parsed.content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hi', marks: [] }] },
      { type: 'ordered_list', attrs: { order: 1 }, content: [] },
      { type: 'image', attrs: { src: '/a.png', alt: '', title: null, width: null, height: null } },
    ]);
  });

  it.each([
    [0, 1],
    [7, 6],
    [2.6, 3],
    ['3', 2],
    [Number.NaN, 2],
  ])('reads heading level %j as %j', (level, expected) => {
    const [heading] = parseRichTextDocument(doc({ type: 'heading', attrs: { level } })).content;

    expect(heading).toMatchObject({ attrs: { level: expected } });
  });

  it('keeps the text of an unknown node, and the known nodes inside it', () => {
    const parsed = parseRichTextDocument(
      doc({ type: 'emoji_v9', text: 'Hello', content: [{ type: 'text', text: ' there' }] }),
    );

    expect(parsed.content).toEqual([
      {
        type: 'unknown',
        originalType: 'emoji_v9',
        content: [
          { type: 'text', text: 'Hello', marks: [] },
          { type: 'text', text: ' there', marks: [] },
        ],
      },
    ]);
  });

  it('drops unknown marks and repeated ones, keeping the text', () => {
    const [text] = parseRichTextDocument(
      doc({
        type: 'text',
        text: 'Hot',
        marks: [
          { type: 'highlight' },
          { type: 'bold' },
          { type: 'bold' },
          'italic',
          null,
          { type: 'italic' },
        ],
      }),
    ).content;

    expect(text).toEqual({ type: 'text', text: 'Hot', marks: [{ type: 'bold' }, { type: 'italic' }] });
  });

  it('keeps a link whose attributes are odd, with safe defaults', () => {
    const [text] = parseRichTextDocument(
      doc({
        type: 'text',
        text: 'Menu',
        marks: [{ type: 'link', attrs: { href: 5, target: 'popup', linktype: 'ftp', anchor: '  ' } }],
      }),
    ).content;

    expect(text).toMatchObject({
      marks: [{ type: 'link', attrs: { href: '', target: null, linktype: 'url', anchor: null } }],
    });
  });

  it('skips what is not a node: strings, numbers, nodes without a type, empty text', () => {
    const parsed = parseRichTextDocument(
      doc('text', 3, null, [], { content: [] }, { type: 7 }, { type: 'text', text: '' }, { type: 'text' }),
    );

    expect(parsed.content).toEqual([]);
  });

  it.each([null, undefined, 'doc', 42, [], { type: 'doc' }, { type: 'doc', content: 'nope' }])(
    'reads %j as an empty document',
    (value) => {
      expect(parseRichTextDocument(value)).toEqual({ type: 'doc', content: [] });
    },
  );

  it('stops at the depth limit instead of following a runaway tree', () => {
    let node: unknown = { type: 'text', text: 'deep' };
    for (let depth = 0; depth < MAX_RICH_TEXT_DEPTH * 10; depth += 1)
      node = { type: 'blockquote', content: [node] };

    expect(() => parseRichTextDocument(doc(node))).not.toThrow();
    expect(JSON.stringify(parseRichTextDocument(doc(node)))).not.toContain('deep');
  });

  it('stops at the depth limit on a circular value', () => {
    const loop: { type: string; content: unknown[] } = { type: 'paragraph', content: [] };
    loop.content.push(loop);

    expect(() => parseRichTextDocument(doc(loop))).not.toThrow();
  });

  it('never fails, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true }), (value) => {
        expect(richTextDocumentSchema.safeParse(value).success).toBe(true);
        expect(richTextDocumentSchema.safeParse({ type: 'doc', content: [value] }).success).toBe(true);
      }),
    );
  });
});
