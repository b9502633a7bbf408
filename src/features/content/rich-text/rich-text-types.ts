/**
 * A Storyblok-style rich-text document as the renderer sees it: the CMS's own JSON shape
 * (`type`, `attrs`, `content`, `marks`, `text`) after `richTextDocumentSchema` has filled every
 * optional field, so rendering needs no guards. Node types the renderer does not know arrive as
 * `unknown` nodes that keep their children (and their text, as a text child).
 */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type LinkType = 'url' | 'story' | 'email' | 'asset';

export interface LinkAttrs {
  /** As the CMS wrote it: a path, a URL, an e-mail address (`email`) or a story slug (`story`). */
  href: string;
  target: '_blank' | '_self' | null;
  linktype: LinkType;
  /** A fragment on a story link (`/about` + `team` → `/about#team`). */
  anchor: string | null;
}

export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'strike' }
  | { type: 'code' }
  | { type: 'link'; attrs: LinkAttrs };

export type RichTextMarkType = RichTextMark['type'];

export interface TextNode {
  type: 'text';
  text: string;
  /** Outermost first, at most one of each type. */
  marks: RichTextMark[];
}

export interface HardBreakNode {
  type: 'hard_break';
}

export interface HorizontalRuleNode {
  type: 'horizontal_rule';
}

export interface ImageNode {
  type: 'image';
  /**
   * `src` is still untrusted here; the renderer checks it. `alt` is '' when the CMS gave none.
   * `width` and `height` are the intrinsic size in pixels when known, so the page reserves the
   * image's room before it loads (no layout shift).
   */
  attrs: { src: string; alt: string; title: string | null; width: number | null; height: number | null };
}

export interface ParagraphNode {
  type: 'paragraph';
  content: RichTextNode[];
}

export interface HeadingNode {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content: RichTextNode[];
}

export interface BulletListNode {
  type: 'bullet_list';
  content: RichTextNode[];
}

export interface OrderedListNode {
  type: 'ordered_list';
  /** The number the list starts at. */
  attrs: { order: number };
  content: RichTextNode[];
}

export interface ListItemNode {
  type: 'list_item';
  content: RichTextNode[];
}

export interface BlockquoteNode {
  type: 'blockquote';
  content: RichTextNode[];
}

export interface UnknownNode {
  type: 'unknown';
  /** The type the CMS sent, for debugging; never rendered. */
  originalType: string;
  content: RichTextNode[];
}

export type RichTextNode =
  | TextNode
  | HardBreakNode
  | HorizontalRuleNode
  | ImageNode
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | ListItemNode
  | BlockquoteNode
  | UnknownNode;

export interface RichTextDocument {
  type: 'doc';
  content: RichTextNode[];
}
