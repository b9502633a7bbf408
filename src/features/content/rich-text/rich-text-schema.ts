import { z } from 'zod/mini';
import { imageSize } from './image-size';
import { parseMarks } from './rich-text-marks-schema';
import type { HeadingLevel, RichTextDocument, RichTextNode } from './rich-text-types';

/**
 * Deeper trees are cut off here. Real documents nest a few levels (a list in a list in a quote);
 * the limit keeps a runaway or circular value from exhausting the stack while parsing or rendering.
 */
export const MAX_RICH_TEXT_DEPTH = 32;

const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;

const nodeShape = z.object({
  type: z.string(),
  text: z.catch(z.optional(z.string()), undefined),
  attrs: z.catch(z.record(z.string(), z.unknown()), {}),
  content: z.optional(z.unknown()),
  marks: z.optional(z.unknown()),
});

const optionalText = z.catch(z.nullable(z.string()), null);

const imageAttrsSchema = z.pipe(
  z.object({
    src: z.catch(z.string(), ''),
    alt: z.catch(z.string(), ''),
    title: optionalText,
    width: z.optional(z.unknown()),
    height: z.optional(z.unknown()),
  }),
  z.transform(({ src, alt, title, width, height }) => ({
    src,
    alt: alt.trim(),
    title: title?.trim() ? title.trim() : null,
    ...imageSize(width, height, src),
  })),
);

const toHeadingLevel = (level: unknown): HeadingLevel =>
  typeof level === 'number' && Number.isFinite(level)
    ? (Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel)
    : DEFAULT_HEADING_LEVEL;

const toListStart = (order: unknown): number =>
  typeof order === 'number' && Number.isSafeInteger(order) ? order : 1;

function toNode(value: unknown, depth: number): RichTextNode | null {
  const parsed = nodeShape.safeParse(value);
  if (!parsed.success) return null;
  const { type, text, attrs, marks } = parsed.data;
  const content = () => toNodes(parsed.data.content, depth + 1);
  switch (type) {
    case 'text':
      return text ? { type, text, marks: parseMarks(marks) } : null;
    case 'hard_break':
    case 'horizontal_rule':
      return { type };
    case 'image':
      return { type, attrs: imageAttrsSchema.parse(attrs) };
    case 'heading':
      return { type, attrs: { level: toHeadingLevel(attrs.level) }, content: content() };
    case 'ordered_list':
      return { type, attrs: { order: toListStart(attrs.order) }, content: content() };
    case 'paragraph':
    case 'bullet_list':
    case 'list_item':
    case 'blockquote':
      return { type, content: content() };
    default: {
      // Unknown to us (a newer CMS node, an embedded component): keep what text it carries.
      const ownText: RichTextNode[] = text ? [{ type: 'text', text, marks: parseMarks(marks) }] : [];
      return { type: 'unknown', originalType: type, content: [...ownText, ...content()] };
    }
  }
}

function toNodes(value: unknown, depth: number): RichTextNode[] {
  if (depth > MAX_RICH_TEXT_DEPTH || !Array.isArray(value)) return [];
  return value.flatMap((item) => toNode(item, depth) ?? []);
}

function toDocument(value: unknown): RichTextDocument {
  const content = typeof value === 'object' && value !== null && 'content' in value ? value.content : [];
  return { type: 'doc', content: toNodes(content, 1) };
}

/**
 * Accepts anything and never fails: a Storyblok rich-text document comes out normalised, and
 * whatever is not one (null, a string, junk) comes out as an empty document, so a bad CMS field
 * blanks one block instead of breaking the page. Unknown nodes keep their text; unknown marks
 * and anything that is not a node are dropped.
 */
export const richTextDocumentSchema = z.pipe(z.unknown(), z.transform(toDocument));

export const parseRichTextDocument = (value: unknown): RichTextDocument =>
  richTextDocumentSchema.parse(value);
