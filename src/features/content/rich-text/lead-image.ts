import type { ImageNode, RichTextNode } from './rich-text-types';
import { safeImageSrc } from './safe-image-src';

/**
 * The first image the content will show (in document order, skipping any `safeImageSrc` leaves
 * out), or undefined. It is usually in the first screenful and often the page's largest element,
 * so it loads at once, at high priority, while the rest load lazily as they come into view.
 */
export function leadImageOf(nodes: RichTextNode[], origin: string): ImageNode | undefined {
  for (const node of nodes) {
    if (node.type === 'image') {
      if (safeImageSrc(node.attrs.src, { origin })) return node;
    } else if ('content' in node) {
      const lead = leadImageOf(node.content, origin);
      if (lead) return lead;
    }
  }
  return undefined;
}
