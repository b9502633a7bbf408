/**
 * Builders for seeded rich-text fields, in the CMS's own JSON shape (Storyblok's rich-text schema:
 * `doc` → blocks → `text` nodes with marks), so the mock answers what the real CMS would.
 */

export type RichTextJson = Record<string, unknown>;

/** An inline piece of a paragraph: plain text or a ready node (a link, bold text). */
export type Inline = string | RichTextJson;

const inlineNodes = (parts: Inline[]): RichTextJson[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

export const doc = (...content: RichTextJson[]): RichTextJson => ({ type: 'doc', content });

export const heading = (level: 2 | 3, text: string): RichTextJson => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});

export const paragraph = (...parts: Inline[]): RichTextJson => ({
  type: 'paragraph',
  content: inlineNodes(parts),
});

export const bold = (text: string): RichTextJson => ({ type: 'text', text, marks: [{ type: 'bold' }] });

/** A link to another page of the site, as the CMS writes a story link. */
export const storyLink = (text: string, path: string): RichTextJson => ({
  type: 'text',
  text,
  marks: [
    {
      type: 'link',
      attrs: { href: path, uuid: null, anchor: null, target: '_self', linktype: 'story' },
    },
  ],
});

export const bulletList = (...items: string[]): RichTextJson => ({
  type: 'bullet_list',
  content: items.map((item) => ({ type: 'list_item', content: [paragraph(item)] })),
});

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
}

/** An image in its own paragraph, as the CMS's editor places one, with its intrinsic size. */
export const image = ({ src, width, height }: ImageAsset, alt: string): RichTextJson =>
  paragraph({ type: 'image', attrs: { src, alt, title: null, width, height } });
