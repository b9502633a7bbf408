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
  intro,
  children,
}: {
  heading: string;
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
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
