import type { ImageNode } from './rich-text-types';
import { safeImageSrc } from './safe-image-src';
import * as styles from './rich-text.css';

export interface RichTextImageProps {
  attrs: ImageNode['attrs'];
  origin: string;
  /** The content's lead image (see `leadImageOf`): loaded at once, at high priority, not lazily. */
  lead?: boolean;
}

/**
 * A CMS image from this site or over https, or nothing. Its intrinsic size, when known, keeps its
 * room reserved while it loads. With no alt text from the CMS it is
 * treated as decorative (`alt=""`), so screen readers skip it rather than read out its file name.
 */
export function RichTextImage({ attrs, origin, lead = false }: RichTextImageProps) {
  const src = safeImageSrc(attrs.src, { origin });
  if (!src) return null;
  return (
    <img
      className={styles.image}
      src={src}
      alt={attrs.alt}
      title={attrs.title ?? undefined}
      width={attrs.width ?? undefined}
      height={attrs.height ?? undefined}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
    />
  );
}
