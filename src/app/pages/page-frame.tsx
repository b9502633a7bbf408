import type { ReactNode } from 'react';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

/**
 * A narrow page of the member's side: its heading (focused after a navigation, and the tab's title
 * unless `title` says otherwise), an optional introduction, then its content.
 */
export function PageFrame({
  heading,
  title = heading,
  description,
  intro,
  children,
}: {
  heading: string;
  title?: string;
  /** The page's description for search results and link previews; the site's when absent. */
  description?: string;
  intro?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title, description === undefined ? {} : { description });
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
