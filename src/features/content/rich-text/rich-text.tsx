import { useMemo } from 'react';
import { leadImageOf } from './lead-image';
import { renderNodes, type RenderContext } from './render-nodes';
import { parseRichTextDocument } from './rich-text-schema';
import { usePageUrl } from '../../../lib/use-page-url';
import * as styles from './rich-text.css';

/** CMS h1 renders as h2: the page around the content owns the one h1. */
const DEFAULT_HEADING_OFFSET = 1;
const MAX_HEADING_OFFSET = 5;

export interface RichTextProps {
  /**
   * A Storyblok rich-text document straight from the CMS, unchecked: it is parsed here, leniently,
   * and anything that is not a document renders nothing.
   */
  document: unknown;
  /**
   * Levels added to every CMS heading, capped at h6: 1 (the default) turns h1 into h2, for a page
   * that has its own h1; 0 keeps the CMS's levels, for a page whose title is in the content.
   */
  headingOffset?: number;
}

const clampOffset = (offset: number) =>
  Number.isFinite(offset)
    ? Math.min(MAX_HEADING_OFFSET, Math.max(0, Math.round(offset)))
    : DEFAULT_HEADING_OFFSET;

/**
 * Managed page copy from the CMS, rendered as React elements: never as an HTML string, so CMS text
 * cannot inject markup or script. Links pass `safeHref` (else they are plain text), images pass
 * `safeImageSrc` (else they are left out), and unknown or malformed nodes never throw.
 */
export function RichText({ document, headingOffset = DEFAULT_HEADING_OFFSET }: RichTextProps) {
  const { content } = useMemo(() => parseRichTextDocument(document), [document]);
  const { origin } = usePageUrl();
  if (content.length === 0) return null;
  const context: RenderContext = {
    origin,
    headingOffset: clampOffset(headingOffset),
    inline: false,
    leadImage: leadImageOf(content, origin),
  };
  return <div className={styles.root}>{renderNodes(content, context)}</div>;
}
