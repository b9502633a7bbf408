import type { ReactNode } from 'react';
import type { RichTextMark, TextNode } from './rich-text-types';
import * as styles from './rich-text.css';

/** Wraps text in one formatting mark. Links are not marks here: `RichTextLink` wraps whole runs. */
function applyMark(mark: RichTextMark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'code':
      return <code className={styles.code}>{children}</code>;
    case 'link':
      return children;
  }
}

/**
 * A text node with its formatting, the first mark outermost as the CMS lists them. The text is a
 * React string child, so markup inside it (`<script>`) shows as the literal characters.
 */
export function renderMarkedText({ text, marks }: TextNode): ReactNode {
  return marks.reduceRight<ReactNode>((children, mark) => applyMark(mark, children), text);
}
