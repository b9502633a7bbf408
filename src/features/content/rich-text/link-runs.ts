import type { LinkAttrs, RichTextNode, TextNode } from './rich-text-types';

/** A stretch of content rendered as one piece: a single node, or neighbouring texts sharing one link. */
export type ContentRun =
  | { kind: 'node'; node: RichTextNode; index: number }
  | { kind: 'link'; attrs: LinkAttrs; texts: TextNode[]; index: number };

export function linkOf(node: RichTextNode): LinkAttrs | null {
  if (node.type !== 'text') return null;
  for (const mark of node.marks) if (mark.type === 'link') return mark.attrs;
  return null;
}

const isSameLink = (a: LinkAttrs, b: LinkAttrs) =>
  a.href === b.href && a.target === b.target && a.linktype === b.linktype && a.anchor === b.anchor;

/**
 * Groups content so that "see **our menu** today", linked as a whole, becomes one link rather
 * than one per differently styled piece: one tab stop, and one link name for screen readers.
 * `index` is the position of the run's first node, a key that stays put between renders.
 */
export function groupLinkRuns(nodes: RichTextNode[]): ContentRun[] {
  const runs: ContentRun[] = [];
  nodes.forEach((node, index) => {
    const attrs = linkOf(node);
    const previous = runs.at(-1);
    if (!attrs || node.type !== 'text') {
      runs.push({ kind: 'node', node, index });
    } else if (previous?.kind === 'link' && isSameLink(previous.attrs, attrs)) {
      previous.texts.push(node);
    } else {
      runs.push({ kind: 'link', attrs, texts: [node], index });
    }
  });
  return runs;
}
