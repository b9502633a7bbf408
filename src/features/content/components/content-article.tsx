import type { ReactNode, Ref } from 'react';
import type { PageContent } from '../cms/story-content-schema';
import { RichText } from '../rich-text/rich-text';
import * as styles from './content-article.css';

export interface ContentArticleProps {
  content: PageContent;
  /** The page's heading focus (it takes focus after a navigation). */
  headingRef: Ref<HTMLHeadingElement>;
  /** What the page adds below the body, such as the story's form. */
  children?: ReactNode;
}

/**
 * A managed content page: the story's title is the page's one h1, and the body's headings keep
 * the levels the editors gave them (they write h2 and below under the title).
 */
export function ContentArticle({ content, headingRef, children }: ContentArticleProps) {
  return (
    <article className={styles.root}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {content.title}
      </h1>
      <RichText document={content.body} headingOffset={0} />
      {children}
    </article>
  );
}
