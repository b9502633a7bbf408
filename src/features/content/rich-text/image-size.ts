/** Larger than any real picture: a bigger number is a typo or junk, not a size. */
const MAX_DIMENSION = 10_000;

/** Storyblok asset URLs carry the size as a path segment: `/f/12345/1200x800/abc/photo.jpg`. */
const SIZE_SEGMENT = /\/(\d{1,5})x(\d{1,5})\//;

const toDimension = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_DIMENSION
    ? value
    : null;

export interface ImageSize {
  width: number | null;
  height: number | null;
}

/**
 * An image's intrinsic size: from the node's own `width`/`height` when both are sound, else from
 * the size segment of a CMS asset URL, else unknown (both null: never one without the other).
 */
export function imageSize(width: unknown, height: unknown, src: string): ImageSize {
  const fromAttrs = { width: toDimension(width), height: toDimension(height) };
  if (fromAttrs.width !== null && fromAttrs.height !== null) return fromAttrs;
  const match = SIZE_SEGMENT.exec(src);
  const fromSrc = { width: toDimension(Number(match?.[1])), height: toDimension(Number(match?.[2])) };
  if (fromSrc.width !== null && fromSrc.height !== null) return fromSrc;
  return { width: null, height: null };
}
