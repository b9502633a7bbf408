import { z } from 'zod/mini';
import type { LinkAttrs, RichTextMark } from './rich-text-types';

const markShape = z.object({
  type: z.string(),
  attrs: z.catch(z.record(z.string(), z.unknown()), {}),
});

/** Every field falls back on its own, so one odd attribute never loses the link text. */
const linkAttrsSchema = z.object({
  href: z.catch(z.string(), ''),
  target: z.catch(z.nullable(z.enum(['_blank', '_self'])), null),
  linktype: z.catch(z.enum(['url', 'story', 'email', 'asset']), 'url'),
  anchor: z.pipe(
    z.catch(z.nullable(z.string()), null),
    z.transform((anchor) => (anchor?.trim() ? anchor.trim() : null)),
  ),
}) satisfies z.ZodMiniType<LinkAttrs>;

const simpleMarkTypes = new Set(['bold', 'italic', 'underline', 'strike', 'code'] as const);
type SimpleMarkType = typeof simpleMarkTypes extends Set<infer T> ? T : never;

const isSimpleMarkType = (type: string): type is SimpleMarkType =>
  simpleMarkTypes.has(type as SimpleMarkType);

function toMark(value: unknown): RichTextMark | null {
  const parsed = markShape.safeParse(value);
  if (!parsed.success) return null;
  const { type, attrs } = parsed.data;
  if (type === 'link') return { type, attrs: linkAttrsSchema.parse(attrs) };
  return isSimpleMarkType(type) ? { type } : null;
}

/**
 * The marks the renderer knows, in the CMS's order (outermost first), one of each type. Unknown
 * marks (highlight, text colour, …) are dropped: their text still shows, just unstyled.
 */
export function parseMarks(value: unknown): RichTextMark[] {
  if (!Array.isArray(value)) return [];
  const marks: RichTextMark[] = [];
  for (const item of value) {
    const mark = toMark(item);
    if (mark && !marks.some((kept) => kept.type === mark.type)) marks.push(mark);
  }
  return marks;
}
